import { usePanels } from '../../lib/panels.ts'
import { useSiteConfig } from '../../lib/site-config.tsx'
import { Icon } from '../../ui/icon.tsx'
import { GroupCountdown } from './group-countdown.tsx'
import { useGroupOrder } from './use-group-order.ts'

/**
 * The header's group order manager (spec §2, extra-large screens): opens the Group Order side panel;
 * in a group order it shows the countdown to the deadline.
 */
export function HeaderGroupManager() {
  const isEnabled = useSiteConfig().group_order
  const { group } = useGroupOrder()
  if (!isEnabled) return null
  return (
    <button
      type="button"
      className="header-group"
      title="Group Order"
      aria-haspopup="dialog"
      onClick={() => usePanels.getState().openPanel('group-order')}
    >
      <Icon name="users" size={20} />
      <span className="header-group__text">
        <span className="header-group__title">Group Order</span>
        {group && <GroupCountdown deadlineAt={group.deadlineAt} className="header-group__countdown" />}
      </span>
    </button>
  )
}

/** The mobile sub-header's countdown to the group order's deadline (spec §2). */
export function MobileGroupCountdown() {
  const { group } = useGroupOrder()
  if (!group) return null
  return (
    <button
      type="button"
      className="mobile-group-countdown"
      aria-haspopup="dialog"
      onClick={() => usePanels.getState().openPanel('group-order')}
    >
      <Icon name="clock" size={16} />
      <GroupCountdown deadlineAt={group.deadlineAt} />
    </button>
  )
}
