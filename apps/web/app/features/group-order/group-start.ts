import type { TCart } from '@deli/contracts'
import { groupOrderApi } from '../../lib/group-order-api.ts'
import { useOrderContext } from '../../lib/order-context.ts'
import { useGroupPopups } from './group-popups-store.ts'
import { storeGroupOrder } from './use-group-order.ts'

/** Where a guest who wants to host goes (spec §4): sign-in with the group notice, then back here. */
export function groupSignInPath(back: string): string {
  return `/account/signin?${new URLSearchParams({ redirect: back, notice: 'group' })}`
}

/** The query that opens the host view after signing in (the way back of `groupSignInPath`). */
export const START_GROUP_PARAM = 'startGroupOrder'

/**
 * After the location step of a group order being set up (spec §4 Location selection): the basket
 * becomes a group order with the chosen options, the set-up is done, and the host sees the reminder.
 * Does nothing when no group order is being set up. A refusal is thrown with the server's message.
 */
export async function createSetupGroupOrder(cart: Pick<TCart, 'id' | 'menu_id' | 'handoff'>) {
  const setup = useOrderContext.getState().groupSetup
  if (!setup) return null
  const group = await groupOrderApi.create({
    cart_id: cart.id,
    menu_id: cart.menu_id,
    payment_type: setup.payment_type,
    handoff: setup.handoff === 'delivery' ? 'delivery' : cart.handoff,
  })
  useOrderContext.getState().setGroupSetup(null)
  storeGroupOrder(group, group.hostfullname)
  useGroupPopups.getState().show({ kind: 'reminder' })
  return group
}

/** True while the host has chosen the options and is still choosing the location (spec §4). */
export const isSettingUpGroup = () => useOrderContext.getState().groupSetup !== null
