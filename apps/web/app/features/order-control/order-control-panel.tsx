import { isDeliveryHandoff, TEXTS } from '@deli/domain'
import { useOrderContext } from '../../lib/order-context.ts'
import { usePanels } from '../../lib/panels.ts'
import { Drawer } from '../../ui/drawer.tsx'
import { useCart } from '../cart/index.ts'
import { GroupExit, GroupTimeNotice, useGroupOrder } from '../group-order/index.ts'
import { OrderTimeSection, useTimePicker } from '../order-time/index.ts'
import { HandoffSelector } from './handoff-selector.tsx'
import { HandoffTypeSelector } from './handoff-type-selector.tsx'
import { OrderModeOptions } from './order-mode-options.tsx'
import { OrderSummaryCard } from './order-summary-card.tsx'

/** Side panels of spec §2 are at most 488 px wide. */
export const SIDE_PANEL_MAX_WIDTH = 488
const ORDER_SETTINGS = 'Your Order Settings'

/** What a participant is told instead of a control only the host has (spec §6). */
function HostOnly({ text }: { text: string }) {
  return <p className="mode-options__note">{text}</p>
}

/** The order-time picker: only for whoever may change the time (never a group's participant). */
function OrderTime() {
  const picker = useTimePicker()
  return <OrderTimeSection picker={picker} />
}

/**
 * The active order's settings. In a group order (spec §6) the host has them all and 'Cancel Group
 * Order'; a participant cannot change type or time (told so, with the group's time and who sets it),
 * sees no location section in a split delivery group, and has 'Leave Group Order'.
 */
function ActiveOrder() {
  const location = useOrderContext((state) => state.location)
  const { cart } = useCart()
  const { group, role } = useGroupOrder()
  if (!location) return null
  const address = cart && isDeliveryHandoff(cart.handoff) ? cart.address : null
  const isParticipant = role === 'participant'
  const isSplit = group?.paymenttype === 'split'
  return (
    <div className="panel-stack">
      {isParticipant ? <HostOnly text={TEXTS.hostOnlyOrderType} /> : <HandoffSelector />}
      {!(isParticipant && isSplit && address) && (
        <OrderSummaryCard
          location={location}
          address={address}
          handoff={cart?.handoff ?? 'pickup'}
          isGroupHost={role === 'host'}
          isParticipant={isParticipant}
        />
      )}
      {!isParticipant && <HandoffTypeSelector />}
      {isParticipant ? <GroupTimeNotice /> : <OrderTime />}
      {group && role && (
        <GroupExit groupOrderId={group.id} isHost={role === 'host'} className="panel-stack__exit" />
      )}
    </div>
  )
}

/**
 * Order-control side panel (spec §2): with an active order, its place, time, pickup type and handoff;
 * without one, 'Select Order Mode'. Opened from the mobile sub-header and the header selector.
 */
export function OrderControlPanel() {
  const isOpen = usePanels((state) => state.open === 'order-control')
  const closePanel = usePanels((state) => state.closePanel)
  // The dialog's close event also fires after a switch to another panel: only close our own.
  const close = () => usePanels.getState().open === 'order-control' && closePanel()
  const hasOrder = useOrderContext((state) => state.location !== null)
  return (
    <Drawer
      open={isOpen}
      onClose={close}
      title={hasOrder ? ORDER_SETTINGS : TEXTS.selectOrderMode}
      maxWidth={SIDE_PANEL_MAX_WIDTH}
    >
      {isOpen && (hasOrder ? <ActiveOrder /> : <OrderModeOptions />)}
    </Drawer>
  )
}
