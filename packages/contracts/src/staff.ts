import { z } from 'zod'
import { ZCartAddressSchema, ZWantedTimeSchema } from './carts.ts'
import { ZEmailSchema } from './members.ts'
import {
  ZArrivalSchema,
  ZCarSchema,
  ZOrderLineSchema,
  ZOrderStatusSchema,
  ZPaymentTypeSchema,
} from './orders.ts'
import { ZIntIdSchema } from './primitives.ts'
import { ZHandoffModeSchema } from './stores.ts'

/**
 * Store operations (issue 14): staff accounts and roles, the kitchen's order board. Staff are not
 * members: their own accounts, sign-in and sessions (module `operations`).
 */

/** store staff (their stores' boards), store manager (also availability and pause), chain admin (every store). */
export const STAFF_ROLES = ['staff', 'manager', 'admin'] as const
export const ZStaffRoleSchema = z.enum(STAFF_ROLES)
export type TStaffRole = z.infer<typeof ZStaffRoleSchema>

/** POST staff/login. The password is only checked against its hash: any length up to 128 is a fair try. */
export const ZStaffLoginBodySchema = z.object({
  email: ZEmailSchema,
  password: z
    .string()
    .min(1, 'Password is required')
    .max(128, 'The email or password you entered is incorrect.'),
})
export type TStaffLoginBody = z.infer<typeof ZStaffLoginBodySchema>

export const ZStaffStoreSchema = z.object({ id: z.number().int(), name: z.string(), timezone: z.string() })
export type TStaffStore = z.infer<typeof ZStaffStoreSchema>

/** The signed-in staff member and the stores whose boards they may open (every store for a chain admin). */
export const ZStaffSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  name: z.string(),
  role: ZStaffRoleSchema,
  stores: z.array(ZStaffStoreSchema),
})
export type TStaff = z.infer<typeof ZStaffSchema>

export const ZStaffStoreParamsSchema = z.object({ storeId: ZIntIdSchema })

/** One kitchen ticket of the board. */
export const ZBoardTicketSchema = z.object({
  id: z.uuid(),
  number: z.number().int(),
  status: ZOrderStatusSchema,
  handoff: ZHandoffModeSchema,
  /** The promised (ready or delivery) time, store-local 'YYYYMMDD HH:mm', and the same instant in ISO. */
  ready: ZWantedTimeSchema,
  promised_at: z.iso.datetime({ offset: true }),
  asap: z.boolean(),
  /** Still to be handed over and past its promised time. */
  is_late: z.boolean(),
  guest: z.string(),
  phone: z.string(),
  products: z.array(ZOrderLineSchema),
  car: ZCarSchema.nullable(),
  /** Curbside: the guest said 'I'm here' (when, where parked); null until then. */
  arrival: ZArrivalSchema.nullable(),
  address: ZCartAddressSchema.nullable(),
  payment: z.object({ type: ZPaymentTypeSchema, label: z.string() }),
  total: z.number().int(),
  placed: z.iso.datetime({ offset: true }),
})
export type TBoardTicket = z.infer<typeof ZBoardTicketSchema>

/** GET staff/stores/{storeId}/board: the store's tickets of today's board, by promised time. */
export const ZBoardSchema = z.object({
  store: ZStaffStoreSchema,
  now: z.iso.datetime({ offset: true }),
  tickets: z.array(ZBoardTicketSchema),
})
export type TBoard = z.infer<typeof ZBoardSchema>

/**
 * The live events of a board (`order`: an order of the store changed) and of a guest's order (`status`),
 * pushed as server-sent events. `resync` (no data) means events may have been missed: read anew.
 */
export const ZOrderEventSchema = z.object({
  order_id: z.uuid(),
  store_id: z.number().int(),
  status: ZOrderStatusSchema,
})
export type TOrderEvent = z.infer<typeof ZOrderEventSchema>
