import { TEXTS } from '@deli/domain'
import { Icon } from '../../ui/icon.tsx'
import { HandoffError } from './handoff-error.tsx'
import { useHandoff } from './use-handoff.ts'

/**
 * Handoff selector (spec §2, §4): the two groups 'Delivery' and 'Pickup', the current one pressed.
 * Used in the header (xl), the mobile menu and the side panels.
 */
export function HandoffSelector(props: { onLeave?: () => void; onPickup?: () => void; compact?: boolean }) {
  const handoff = useHandoff(props)
  return (
    <div className={`handoff-selector${props.compact ? ' handoff-selector--compact' : ''}`}>
      <fieldset className="handoff-selector__buttons">
        <legend className="visually-hidden">Delivery or pickup</legend>
        <button
          type="button"
          className="handoff-selector__button"
          aria-pressed={handoff.group === 'delivery'}
          aria-haspopup="dialog"
          onClick={handoff.chooseDelivery}
        >
          <Icon name="car" size={20} />
          {TEXTS.delivery}
        </button>
        <button
          type="button"
          className="handoff-selector__button"
          aria-pressed={handoff.group === 'pickup'}
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
