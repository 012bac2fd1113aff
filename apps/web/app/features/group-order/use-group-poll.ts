import type { TGroupOrder } from '@deli/contracts'
import { groupPollOutcome } from '@deli/domain'
import { useEffect, useEffectEvent } from 'react'
import { useNavigate } from 'react-router'
import { ApiError } from '../../lib/api-client.ts'
import { usePanels } from '../../lib/panels.ts'
import { useGroupPopups } from './group-popups-store.ts'
import { forgetGroupOrder, storeGroupOrder, useGroupOrder } from './use-group-order.ts'

/**
 * Group-order polling of spec §4, for the bag: while it is open the group order is fetched at once and
 * every 10 s (TanStack Query's refetchInterval; unchanged answers are 304s). Cancelled or locked: the
 * group, basket and location are forgotten, the bag closes, home with the spec's message; confirmed:
 * the same with the 'Group order is closed' popup. Otherwise the data is kept with the person's own
 * name and, when the host pays, `onChanged` refreshes the basket whenever the group changed. The
 * host's own group ending (they cancelled or checked out) is forgotten without a popup.
 */
export function useGroupPoll(isOpen: boolean, onChanged: () => void) {
  const view = useGroupOrder({ isPolling: isOpen })
  const navigate = useNavigate()
  const { group } = view
  const isGone = view.query.error instanceof ApiError && view.query.error.status === 404

  const settle = useEffectEvent((group: TGroupOrder | null, isGone: boolean) => {
    if (isGone) return forgetGroupOrder()
    if (!group) return
    const outcome = groupPollOutcome(group)
    if (outcome.kind === 'refresh') {
      storeGroupOrder(group)
      if (group.paymenttype === 'host') onChanged()
      return
    }
    forgetGroupOrder()
    if (group.role === 'host') return
    usePanels.getState().closePanel()
    navigate('/')
    useGroupPopups
      .getState()
      .show(
        outcome.kind === 'completed'
          ? { kind: 'completed', title: outcome.title, message: outcome.message }
          : { kind: 'ended', message: outcome.message },
      )
  })
  // TanStack Query keeps the same object while the group is unchanged: this runs when it changed.
  useEffect(() => {
    if (isOpen) settle(group, isGone)
  }, [isOpen, group, isGone])
  return view
}
