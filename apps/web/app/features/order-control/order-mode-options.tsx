import { TEXTS } from '@deli/domain'
import { useId } from 'react'
import { Icon, type TIconName } from '../../ui/icon.tsx'
import { useHandoff } from './use-handoff.ts'

function ModeOption(props: {
  icon: TIconName
  title: string
  detail: string
  onClick?: () => void
  disabled?: boolean
  describedBy?: string
}) {
  return (
    <button
      type="button"
      className="mode-option"
      onClick={props.onClick}
      disabled={props.disabled}
      aria-describedby={props.describedBy}
    >
      <Icon name={props.icon} size={28} />
      <span className="mode-option__text">
        <span className="mode-option__title">{props.title}</span>
        <span className="mode-option__detail">{props.detail}</span>
      </span>
      <Icon name="chevron" size={20} />
    </button>
  )
}

/**
 * 'Select Order Mode' (spec §2, order-control panel without an order): Delivery opens the delivery
 * panel, Pickup goes to the locations list. 'Start a Group Order' needs a signed-in member; everyone is
 * a guest until accounts arrive, so it is offered disabled with the reason.
 */
export function OrderModeOptions() {
  const handoff = useHandoff()
  const noteId = useId()
  return (
    <div className="mode-options">
      <ModeOption
        icon="car"
        title={TEXTS.delivery}
        detail="We bring it to your door."
        onClick={handoff.chooseDelivery}
      />
      <ModeOption
        icon="store"
        title={TEXTS.pickup}
        detail="In-store or curbside, ready when you arrive."
        onClick={() => void handoff.choosePickup()}
      />
      <ModeOption
        icon="user"
        title={TEXTS.startAGroupOrder}
        detail="Everyone adds their own items."
        disabled
        describedBy={noteId}
      />
      <p id={noteId} className="mode-options__note">
        {TEXTS.signInToHostGroupOrder}
      </p>
    </div>
  )
}
