import type { TStoreSchedule } from '@deli/contracts'
import { offeredHandoffs } from '@deli/domain'
import type { TStoreRow } from '../stores/index.ts'

/** The chain's defaults a store without its own numbers follows (SLOT_CAPACITY, KITCHEN_STATIONS). */
export type TChainCapacity = { slotCapacity: number; kitchenStations: number }

/** What the manager's Hours page shows: each offered handoff's week, the slot capacity and the stations. */
export function getSchedule(store: TStoreRow, chain: TChainCapacity): TStoreSchedule {
  const handoffs = offeredHandoffs(store.services)
  return {
    store_id: store.id,
    timezone: store.timezone,
    handoffs,
    hours: Object.fromEntries(handoffs.map((handoff) => [handoff, store.hours[handoff] ?? []])),
    slot_capacity: store.slotCapacity ?? chain.slotCapacity,
    uses_chain_capacity: store.slotCapacity === null,
    chain_slot_capacity: chain.slotCapacity,
    kitchen_stations: store.kitchenStations ?? chain.kitchenStations,
    uses_chain_stations: store.kitchenStations === null,
    chain_kitchen_stations: chain.kitchenStations,
  }
}
