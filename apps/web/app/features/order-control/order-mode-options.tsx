import { TEXTS } from '@deli/domain'
import { useId } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { usePanels } from '../../lib/panels.ts'
import { useSiteConfig } from '../../lib/site-config.tsx'
import { Icon, type TIconName } from '../../ui/icon.tsx'
import { useUser } from '../account/index.ts'
import { groupSignInPath, START_GROUP_PARAM } from '../group-order/index.ts'
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
 * panel, Pickup goes to the locations list. 'Start a Group Order' opens the group order panel's host
 * view for a member; a guest (who sees 'Sign in required to host a group order.') goes to sign-in with
 * the spec's notice and comes back to it (spec §4). Without the site's group_order flag it is not offered.
 */
export function OrderModeOptions() {
  const handoff = useHandoff()
  const noteId = useId()
  const user = useUser()
  const navigate = useNavigate()
  const { pathname } = useLocation()
  const isGroupEnabled = useSiteConfig().group_order
  const startGroup = () => {
    if (user) return usePanels.getState().openPanel('group-order')
    usePanels.getState().closePanel()
    navigate(groupSignInPath(`${pathname}?${START_GROUP_PARAM}=true`))
  }
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
      {isGroupEnabled && (
        <>
          <ModeOption
            icon="users"
            title={TEXTS.startAGroupOrder}
            detail="Everyone adds their own items."
            onClick={startGroup}
            describedBy={user ? undefined : noteId}
          />
          {!user && (
            <p id={noteId} className="mode-options__note">
              {TEXTS.signInToHostGroupOrder}
            </p>
          )}
        </>
      )}
    </div>
  )
}
