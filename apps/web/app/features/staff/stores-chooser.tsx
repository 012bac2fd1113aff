import type { TStaffStore } from '@deli/contracts'
import { StorePicker } from './store-picker.tsx'

/**
 * The stores a team member works at, as the Team page chooses them (ADR 022): a chain admin, who
 * works at every store, searches the chain (`StorePicker`); a manager checks among their own stores.
 * `fieldId` is the first control's id (a refusal focuses it); `error` is said under the choice.
 */
export function StoresChooser(props: {
  everyStore: boolean
  /** The chooser's own stores (a manager's); unused when `everyStore`. */
  stores: readonly TStaffStore[]
  chosen: readonly number[]
  /** Names of chosen stores the picker already knows (a chain admin's). */
  names: ReadonlyMap<number, string>
  onChosen: (next: number[]) => void
  fieldId: string
  error?: string | undefined
  emptyNote: string
}) {
  const errorId = `${props.fieldId}-error`
  if (props.everyStore)
    return (
      <StorePicker
        legend="Stores"
        emptyNote={props.emptyNote}
        className="team-invite__stores"
        chosen={props.chosen}
        names={props.names}
        searchId={props.fieldId}
        error={props.error}
        onChosen={props.onChosen}
      />
    )
  const toggle = (id: number, isOn: boolean) =>
    props.onChosen(isOn ? [...props.chosen, id] : props.chosen.filter((candidate) => candidate !== id))
  return (
    <fieldset className="team-invite__stores" aria-describedby={props.error ? errorId : undefined}>
      <legend>Stores</legend>
      <ul className="team-invite__checks">
        {props.stores.map((store, index) => (
          <li key={store.id}>
            <label>
              <input
                id={index === 0 ? props.fieldId : undefined}
                type="checkbox"
                checked={props.chosen.includes(store.id)}
                aria-invalid={props.error ? true : undefined}
                onChange={(event) => toggle(store.id, event.target.checked)}
              />{' '}
              {store.name}
            </label>
          </li>
        ))}
      </ul>
      {props.error && (
        <p id={errorId} className="field-error">
          {props.error}
        </p>
      )}
    </fieldset>
  )
}
