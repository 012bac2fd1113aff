import type { TGroupOrder } from '@deli/contracts'
import { groupPollOutcome } from '@deli/domain'
import { useEffect, useEffectEvent } from 'react'
import { ApiError } from '../../lib/api-client.ts'
import { forgetGroupOrder, storeGroupOrder, useGroupOrder } from './use-group-order.ts'

/**
 * Group-order polling of spec §4, for the bag: while it is open the group order is fetched at once and
 * every 10 s (TanStack Query's refetchInterval; unchanged answers are 304s). An open group's data is
 * kept with the person's own name and, when the host pays, `onChanged` refreshes the basket whenever
 * the group changed. A group that ended is told by `GroupWatch` (always mounted), wherever the
 * person is.
 */
export function useGroupPoll(isOpen: boolean, onChanged: () => void) {
  const view = useGroupOrder({ isPolling: isOpen })
  const { group } = view
  const isGone = view.query.error instanceof ApiError && view.query.error.status === 404

  const settle = useEffectEvent((group: TGroupOrder | null, isGone: boolean) => {
    if (isGone) return forgetGroupOrder()
    if (!group || groupPollOutcome(group).kind !== 'refresh') return
    storeGroupOrder(group)
    if (group.paymenttype === 'host') onChanged()
  })
  // TanStack Query keeps the same object while the group is unchanged: this runs when it changed.
  useEffect(() => {
    if (isOpen) settle(group, isGone)
  }, [isOpen, group, isGone])
  return view
}
