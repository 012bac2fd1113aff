import { useId } from 'react'
import { useHandoff } from './use-handoff.ts'

/**
 * Pickup type selector (spec §2): 'In-store' or 'Curbside', only the types the store offers, shown
 * for a pickup-group basket when there is a choice to make. A change is saved on the basket at once.
 */
export function PickupTypeSelector() {
  const id = useId()
  const handoff = useHandoff()
  const { cart } = handoff
  if (!cart || handoff.group !== 'pickup' || handoff.pickupTypes.length < 2) return null
  return (
    <div className="pickup-type">
      <fieldset className="segmented" aria-busy={handoff.isSaving}>
        <legend className="panel-section__title">Pickup type</legend>
        {handoff.pickupTypes.map((type) => (
          <label
            key={type.mode}
            className={`segmented__option${handoff.pickupType === type.mode ? ' is-checked' : ''}`}
          >
            <input
              type="radio"
              name={`${id}-pickup-type`}
              value={type.mode}
              checked={handoff.pickupType === type.mode}
              onChange={() => void handoff.choosePickupType(type.mode)}
            />
            <span>{type.label}</span>
          </label>
        ))}
      </fieldset>
      {handoff.error && (
        <p className="field-error" role="alert">
          {handoff.error}
        </p>
      )}
    </div>
  )
}
