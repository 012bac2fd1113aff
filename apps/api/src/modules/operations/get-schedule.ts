import type { TStoreSchedule } from '@deli/contracts'
import { offeredHandoffs } from '@deli/domain'
import type { TStoreRow } from '../stores/index.ts'

/** What the manager's Hours page shows: each offered handoff's week and the slot capacity. */
export function getSchedule(store: TStoreRow, chainSlotCapacity: number): TStoreSchedule {
  const handoffs = offeredHandoffs(store.services)
  return {
    store_id: store.id,
    timezone: store.timezone,
    handoffs,
    hours: Object.fromEntries(handoffs.map((handoff) => [handoff, store.hours[handoff] ?? []])),
    slot_capacity: store.slotCapacity ?? chainSlotCapacity,
    uses_chain_capacity: store.slotCapacity === null,
    chain_slot_capacity: chainSlotCapacity,
  }
}
