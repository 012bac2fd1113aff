import { TEXTS, type THandoffGroup } from '@deli/domain'
import { Icon } from '../../ui/icon.tsx'
import { HandoffError } from './handoff-error.tsx'
import { useHandoff } from './use-handoff.ts'

/**
 * Handoff selector (spec §2, §4): the two groups 'Delivery' and 'Pickup', the current one pressed.
 * Used in the header (xl), the mobile menu and the side panels. A panel that is itself one side (the
 * delivery panel) passes `side`, so its switch always shows where the guest is, never neither side
 * (no order yet) or the other (a pickup basket being moved to delivery).
 */
export function HandoffSelector(props: {
  onLeave?: () => void
  onPickup?: () => void
  compact?: boolean
  side?: THandoffGroup
}) {
  const handoff = useHandoff(props)
  const side = props.side ?? handoff.group
  return (
    <div className={`handoff-selector${props.compact ? ' handoff-selector--compact' : ''}`}>
      <fieldset className="handoff-selector__buttons">
        <legend className="visually-hidden">Delivery or pickup</legend>
        <button
          type="button"
          className="handoff-selector__button"
          aria-pressed={side === 'delivery'}
          aria-haspopup="dialog"
          onClick={handoff.chooseDelivery}
        >
          <Icon name="car" size={20} />
          {TEXTS.delivery}
        </button>
        <button
          type="button"
          className="handoff-selector__button"
          aria-pressed={side === 'pickup'}
          aria-busy={handoff.isSaving}
          onClick={() => void handoff.choosePickup()}
        >
          <Icon name="store" size={20} />
          {TEXTS.pickup}
        </button>
      </fieldset>
      <HandoffError error={handoff.error} />
    </div>
  )
}
