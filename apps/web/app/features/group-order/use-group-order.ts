import type { TGroupOrder } from '@deli/contracts'
import { GROUP_ORDER_POLL_MS } from '@deli/domain'
import { useQuery } from '@tanstack/react-query'
import { groupOrderApi } from '../../lib/group-order-api.ts'
import { useOrderContext } from '../../lib/order-context.ts'
import { getQueryClient } from '../../lib/query-client.ts'
import { useSiteConfig } from '../../lib/site-config.tsx'

export const groupOrderKey = (groupOrderId: string | null) => ['group-order', groupOrderId] as const

/**
 * Stores a group order the server answered for the person in it: the cache gets the data, the order
 * context the id with the person's own name (spec §4 Polling: "stored keeping the user's own name").
 */
export function storeGroupOrder(group: TGroupOrder, ownName?: string): TGroupOrder {
  getQueryClient().setQueryData(groupOrderKey(group.id), group)
  const context = useOrderContext.getState()
  const kept = context.groupOrder?.id === group.id ? context.groupOrder.name : null
  const name = ownName ?? kept ?? group.name ?? ''
  if (context.groupOrder?.id !== group.id || context.groupOrder.name !== name)
    context.setGroupOrder({ id: group.id, name })
  return group
}

/** Forgets the group order with the basket, location and menu (spec §4 Leave or cancel). */
export function forgetGroupOrder(): void {
  const { groupOrder, clearOrder } = useOrderContext.getState()
  clearOrder()
  if (groupOrder) getQueryClient().removeQueries({ queryKey: groupOrderKey(groupOrder.id) })
}

/**
 * The host's group is over (their order placed, or cancelled): the group and its basket are
 * forgotten everywhere — header countdown, bag, order settings — and the location stays, as after
 * any order.
 */
export function endHostedGroup(group: TGroupOrder): void {
  const context = useOrderContext.getState()
  if (context.groupOrder?.id !== group.id) return
  context.setGroupOrder(null)
  if (context.cartId === group.cart.id) context.setCartId(null)
  getQueryClient().removeQueries({ queryKey: groupOrderKey(group.id) })
}

/**
 * Reads the person's group again now (after their checkout): the host's placed order confirmed the
 * group, which then ends for them everywhere (`GroupWatch`).
 */
export function refreshGroupOrder(): Promise<void> {
  return getQueryClient().invalidateQueries({ queryKey: ['group-order'] })
}

/**
 * The group order the person is in (TanStack Query), when the site's group feature is on (spec §6).
 * `isPolling`: fetched now and every 10 s (spec §4 Polling: while the bag is open). Whoever reads it,
 * it is read again at once when the page regains focus: a cancel or close is told then, not a poll
 * later (an unchanged group is a 304).
 */
export function useGroupOrder(options: { isPolling?: boolean } = {}) {
  const ref = useOrderContext((state) => state.groupOrder)
  const isEnabled = useSiteConfig().group_order && ref !== null
  const query = useQuery({
    queryKey: groupOrderKey(ref?.id ?? null),
    queryFn: ({ signal }) => groupOrderApi.get(ref?.id as string, signal),
    enabled: isEnabled,
    refetchInterval: options.isPolling ? GROUP_ORDER_POLL_MS : false,
    refetchOnMount: options.isPolling ? 'always' : true,
    refetchOnWindowFocus: 'always',
  })
  const group = isEnabled ? (query.data ?? null) : null
  const role = group && group.role !== 'visitor' ? group.role : null
  return { group, role, ownName: ref?.name ?? null, query }
}

export type TGroupOrderView = ReturnType<typeof useGroupOrder>
