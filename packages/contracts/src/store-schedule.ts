import { z } from 'zod'
import {
  KITCHEN_STATIONS_MESSAGE,
  KITCHEN_STATIONS_RANGE,
  SLOT_CAPACITY_MESSAGE,
  SLOT_CAPACITY_RANGE,
} from './constants.ts'
import { ZIntIdSchema } from './primitives.ts'
import { ZHandoffModeSchema, ZOpeningPeriodSchema, ZStoreHoursSchema } from './stores.ts'

/**
 * A store's weekly hours per handoff and its slot capacity, as its manager edits them (ADR 021).
 * Staff read it; managers of the store and chain admins change it. The storefront's times and 'open'
 * flags follow on the next request (they are computed from the same store row).
 */
export const ZStoreScheduleSchema = z.object({
  store_id: z.number().int(),
  timezone: z.string(),
  /** The handoffs the store offers, in the storefront's order: the ones whose hours can be edited. */
  handoffs: z.array(ZHandoffModeSchema),
  hours: ZStoreHoursSchema,
  /** Orders taken per 15-minute time slot now. */
  slot_capacity: z.number().int(),
  /** True when the store follows the chain's default rather than its own number. */
  uses_chain_capacity: z.boolean(),
  chain_slot_capacity: z.number().int(),
  /** Orders the kitchen makes side by side now (ADR 065): what its ASAP quotes and slots' work follow. */
  kitchen_stations: z.number().int(),
  /** True when the store follows the chain's default stations rather than its own number. */
  uses_chain_stations: z.boolean(),
  chain_kitchen_stations: z.number().int(),
})
export type TStoreSchedule = z.infer<typeof ZStoreScheduleSchema>

export const ZHandoffHoursParamsSchema = z.object({ storeId: ZIntIdSchema, handoff: ZHandoffModeSchema })

/** PUT staff/stores/{storeId}/hours/{handoff}: the whole week of one handoff (no periods = never). */
export const ZHandoffHoursBodySchema = z.object({
  periods: z.array(ZOpeningPeriodSchema, 'Send the week as a list of opening periods.').max(21),
})
export type THandoffHoursBody = z.infer<typeof ZHandoffHoursBodySchema>

/** PUT staff/stores/{storeId}/capacity: the store's own number, or null for the chain's default. */
export const ZSlotCapacityBodySchema = z.object({
  slot_capacity: z
    .number(SLOT_CAPACITY_MESSAGE)
    .int(SLOT_CAPACITY_MESSAGE)
    .min(SLOT_CAPACITY_RANGE.min, SLOT_CAPACITY_MESSAGE)
    .max(SLOT_CAPACITY_RANGE.max, SLOT_CAPACITY_MESSAGE)
    .nullable(),
})
export type TSlotCapacityBody = z.infer<typeof ZSlotCapacityBodySchema>

/** PUT staff/stores/{storeId}/stations: the store's own kitchen stations, or null for the chain's default. */
export const ZKitchenStationsBodySchema = z.object({
  kitchen_stations: z
    .number(KITCHEN_STATIONS_MESSAGE)
    .int(KITCHEN_STATIONS_MESSAGE)
    .min(KITCHEN_STATIONS_RANGE.min, KITCHEN_STATIONS_MESSAGE)
    .max(KITCHEN_STATIONS_RANGE.max, KITCHEN_STATIONS_MESSAGE)
    .nullable(),
})
export type TKitchenStationsBody = z.infer<typeof ZKitchenStationsBodySchema>
