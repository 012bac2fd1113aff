import { z } from 'zod'

/**
 * What was done at a store, as its Activity page reads it (ADR 044's staff actions): its settings —
 * hours, capacity, stations, timing, day closures, held items, kiosks — or its orders and check-ins.
 */
export const STORE_ACTIVITY_KINDS = ['settings', 'orders'] as const
export type TStoreActivityKind = (typeof STORE_ACTIVITY_KINDS)[number]

/** The actions that are orders' (the rest are the store's settings). */
export const ORDER_ACTIVITY_ACTIONS = ['order.status', 'order.refund', 'rewards.check-in'] as const

/** Entries a page of a store's activity holds. */
export const STORE_ACTIVITY_PAGE_SIZE = 50

export const ZStoreActivityQuerySchema = z.object({
  kind: z.enum(STORE_ACTIVITY_KINDS, 'Choose the store’s settings or its orders.').default('settings'),
  /** The next page: the `next` of the previous page. */
  before: z.uuid('There is no such entry.').optional(),
})
export type TStoreActivityQuery = z.input<typeof ZStoreActivityQuerySchema>

export const ZStaffActionSchema = z.object({
  id: z.string(),
  staffName: z.string(),
  action: z.string(),
  subject: z.string().nullable(),
  detail: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
})
export type TStaffAction = z.infer<typeof ZStaffActionSchema>

export const ZStoreActivitySchema = z.object({
  actions: z.array(ZStaffActionSchema),
  /** The `before` of the next page, or null on the last. */
  next: z.string().nullable(),
})
export type TStoreActivity = z.infer<typeof ZStoreActivitySchema>
