import type { TDemoStore } from './types.ts'

/** Where a store delivers: a radius around it, or a polygon of [latitude, longitude] corners. */
export type TDemoDeliveryZone =
  | { type: 'radius'; miles: number }
  | { type: 'polygon'; points: [number, number][] }

/** How a store runs orders: preparation lead time, slot capacity and its delivery terms. */
export type TDemoStoreOperations = {
  /** Minutes from now to the first slot the kitchen can make. */
  leadTimeMinutes: number
  /** Orders per 15-minute slot; null = the chain default (SLOT_CAPACITY). */
  slotCapacity: number | null
  /** Null when the store does not deliver. */
  delivery: { zone: TDemoDeliveryZone; feeCents: number; minimumCents: number } | null
}

/**
 * Downtown Dallas delivers inside the freeway loop (I-35E, I-30, US-75, Woodall Rodgers) and a
 * little beyond it to the north-east: a concave polygon, so zone tests meet a real notch.
 */
const DOWNTOWN_DALLAS_ZONE: TDemoDeliveryZone = {
  type: 'polygon',
  points: [
    [32.8015, -96.8135],
    [32.7905, -96.8215],
    [32.7705, -96.8105],
    [32.7715, -96.7905],
    [32.7845, -96.7905],
    [32.7875, -96.7985],
    [32.8005, -96.7815],
    [32.8105, -96.7925],
  ],
}

const OVERRIDES: Record<number, Partial<TDemoStoreOperations>> = {
  // Busy downtown lunch store: small slots, quick line.
  7: { slotCapacity: 4, leadTimeMinutes: 15 },
}

/** Operations of a demo store: defaults by what it offers, then a few hand-set stores. */
export function demoStoreOperations(store: TDemoStore): TDemoStoreOperations {
  const delivers = store.services.delivery || store.services.dispatch
  const isDowntownDallas = store.id === 7
  const base: TDemoStoreOperations = {
    leadTimeMinutes: 20,
    slotCapacity: null,
    delivery: delivers
      ? {
          zone: isDowntownDallas
            ? DOWNTOWN_DALLAS_ZONE
            : { type: 'radius', miles: store.id % 3 === 0 ? 4 : 6 },
          feeCents: store.id % 2 === 0 ? 299 : 399,
          minimumCents: 1500,
        }
      : null,
  }
  return { ...base, ...OVERRIDES[store.id] }
}
