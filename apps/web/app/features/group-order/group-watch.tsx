import type { TGroupOrder } from '@deli/contracts'
import { groupHandoffNotice, groupPollOutcome } from '@deli/domain'
import { useEffect, useEffectEvent, useState } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { usePanels } from '../../lib/panels.ts'
import { useGroupPopups } from './group-popups-store.ts'
import { endHostedGroup, forgetGroupOrder, useGroupOrder } from './use-group-order.ts'

const HOME = '/'

/**
 * Tells a group's end wherever the person is (spec §4), mounted once with the site's popups. The
 * group is read on every page, at once when the page regains focus (useGroupOrder) and every 10 s
 * while the bag is open. A participant of a cancelled group is told so; of a submitted or confirmed
 * group, with when and where the food is handed off ('Group order is closed' once confirmed); the group, basket and
 * location are forgotten and an ordering page goes home. The host's group that was confirmed or
 * cancelled ends quietly: their confirmation is the order's own page.
 */
export function GroupWatch() {
  const { group } = useGroupOrder()
  const navigate = useNavigate()
  const { pathname } = useLocation()
  const [isForgetAtHome, setForgetAtHome] = useState(false)

  const settle = useEffectEvent((group: TGroupOrder | null) => {
    if (!group) return
    const outcome = groupPollOutcome(group)
    if (outcome.kind === 'refresh') return
    if (group.role === 'host') {
      // Locked is the host's own payment running: a decline opens the group again.
      if (group.status === 'confirmed' || group.status === 'cancelled') endHostedGroup(group)
      return
    }
    usePanels.getState().closePanel()
    // An order's confirmation stays where it is (a split participant's own paid order). Elsewhere
    // the group is forgotten once home: a store's menu makes its store the current location again.
    if (pathname.startsWith('/order/confirm') || pathname === HOME) forgetGroupOrder()
    else {
      setForgetAtHome(true)
      void navigate(HOME)
    }
    useGroupPopups.getState().show(
      outcome.kind === 'completed'
        ? {
            kind: 'completed',
            title: outcome.title,
            message: outcome.message,
            detail: groupHandoffNotice(group),
          }
        : {
            kind: 'ended',
            message: outcome.message,
            // Submitted by the host (being paid): the food still comes, then and there.
            ...(group.status === 'locked' ? { detail: groupHandoffNotice(group) } : {}),
          },
    )
  })
  // TanStack Query keeps the same object while the group is unchanged: this runs when it changed.
  useEffect(() => settle(group), [group])
  useEffect(() => {
    if (!isForgetAtHome || pathname !== HOME) return
    setForgetAtHome(false)
    forgetGroupOrder()
  }, [isForgetAtHome, pathname])
  return null
}
