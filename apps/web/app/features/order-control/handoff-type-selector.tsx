import { useId } from 'react'
import { HandoffError } from './handoff-error.tsx'
import { useHandoff } from './use-handoff.ts'

/**
 * Handoff type selector (spec §2 pickup type selector): within the basket's group, the types the
 * store offers — 'In-store', 'Curbside', 'Drive-thru' for pickup; 'Our driver' or 'Courier partner'
 * (dispatch) for delivery — shown when there is a choice to make. A change is saved at once.
 */
export function HandoffTypeSelector() {
  const id = useId()
  const handoff = useHandoff()
  const { cart } = handoff
  if (!cart || handoff.group === null || handoff.handoffTypes.length < 2) return null
  return (
    <div className="pickup-type">
      <fieldset className="segmented" aria-busy={handoff.isSaving}>
        <legend className="panel-section__title">
          {handoff.group === 'pickup' ? 'Pickup type' : 'Delivery type'}
        </legend>
        {handoff.handoffTypes.map((type) => (
          <label
            key={type.mode}
            className={`segmented__option${handoff.handoffType === type.mode ? ' is-checked' : ''}`}
          >
            <input
              type="radio"
              name={`${id}-handoff-type`}
              value={type.mode}
              checked={handoff.handoffType === type.mode}
              onChange={() => void handoff.chooseHandoffType(type.mode)}
            />
            <span>{type.label}</span>
          </label>
        ))}
      </fieldset>
      <HandoffError error={handoff.error} />
    </div>
  )
}
