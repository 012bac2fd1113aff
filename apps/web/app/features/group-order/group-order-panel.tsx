import { usePanels } from '../../lib/panels.ts'
import { Drawer } from '../../ui/drawer.tsx'
import { useJoining } from './group-order-url.tsx'
import { HostView } from './host-view.tsx'
import { JoinView } from './join-view.tsx'
import { useGroupOrder } from './use-group-order.ts'

/** Spec §2: the group order side panel is up to 560 px wide. */
const GROUP_PANEL_MAX_WIDTH = 560

/**
 * The Group Order side panel (spec §2): the join view for an invite link, otherwise the host view
 * (options, then the manager of the group order once it exists). Native modal dialog: focus trapped,
 * Escape closes, focus back on the opener.
 */
export function GroupOrderPanel() {
  const isOpen = usePanels((state) => state.open === 'group-order')
  const joinId = useJoining((state) => state.joinId)
  const view = useGroupOrder()
  const isJoining = joinId !== null && view.group?.id !== joinId
  const close = () => {
    if (usePanels.getState().open === 'group-order') usePanels.getState().closePanel()
    useJoining.setState({ joinId: null })
  }
  return (
    <Drawer open={isOpen} onClose={close} title="Group Order" maxWidth={GROUP_PANEL_MAX_WIDTH}>
      {isOpen &&
        (isJoining && joinId ? (
          <JoinView groupOrderId={joinId} onStartOwn={() => useJoining.setState({ joinId: null })} />
        ) : (
          <HostView view={view} />
        ))}
    </Drawer>
  )
}
