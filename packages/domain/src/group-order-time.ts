import type { THandoffMode } from '@deli/contracts'
import { handoffGroup } from './handoff.ts'
import { TEXTS } from './texts.ts'
import { formatWantedTime } from './wall-time.ts'

/** The group's order time (`TGroupOrder.ordertime`): the host's basket's, which only the host sets. */
export type TGroupOrderTime = { mode: 'asap' | 'advance'; wanted: string | null }

/**
 * The group's time in words for its participants (spec §4): 'Sat, Nov 28 · 12:15 PM' ordered ahead,
 * 'Next Available' while the store is open, else the host has not chosen one yet (a closed store
 * takes no ASAP order).
 */
export function groupOrderTimeText(time: TGroupOrderTime, isStoreOpen: boolean): string {
  if (time.mode === 'advance' && time.wanted) return formatWantedTime(time.wanted)
  return time.mode === 'asap' && isStoreOpen ? TEXTS.orderModeAsap : TEXTS.groupTimeNotChosen
}

/**
 * When and where a participant's food is handed off once the host completed the group (spec §4):
 * picked up at the store ('Pickup Sat, Nov 28 · 12:15 PM at Downtown, 1 Main St, Dallas, TX.'), or
 * delivered with the host's order.
 */
export function groupHandoffNotice(group: {
  handoff: THandoffMode
  ordertime: TGroupOrderTime
  hostfullname: string
  location: { name: string; address: string; city: string; state: string }
}): string {
  const { ordertime, location } = group
  const when =
    ordertime.mode === 'advance' && ordertime.wanted ? formatWantedTime(ordertime.wanted) : TEXTS.groupAsap
  if (handoffGroup(group.handoff) === 'delivery') return TEXTS.groupDeliveryNotice(when, group.hostfullname)
  return TEXTS.groupPickupNotice(
    when,
    `${location.name}, ${location.address}, ${location.city}, ${location.state}`,
  )
}
