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
 * Store operations (ADR 017): staff accounts and roles, the kitchen's order board. Staff are not
 * members: their own accounts, sign-in and sessions (module `operations`).
 */

/** store staff (their stores' boards), store manager (also availability and pause), chain admin (every store). */
export const STAFF_ROLES = ['staff', 'manager', 'admin'] as const
export const ZStaffRoleSchema = z.enum(STAFF_ROLES)
export type TStaffRole = z.infer<typeof ZStaffRoleSchema>

const ZStaffCredentialsSchema = z.object({
  email: ZEmailSchema,
  password: z
    .string()
    .min(1, 'Password is required')
    .max(128, 'The email or password you entered is incorrect.'),
})
/** A 6-digit code of an authenticator app (spaces ignored). */
const ZAuthCodeSchema = z
  .string()
  .transform((code) => code.replace(/\s/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, 'Enter the 6-digit code from your authenticator app.'))

/**
 * POST staff/login. The password is only checked against its hash: any length up to 128 is a fair
 * try. An account with two-step sign-in (ADR 044) adds the authenticator's `code` or one of its
 * `recovery_code`s.
 */
export const ZStaffLoginBodySchema = ZStaffCredentialsSchema.extend({
  code: ZAuthCodeSchema.optional(),
  recovery_code: z.string().max(40, 'That recovery code is not right.').optional(),
})
export type TStaffLoginBody = z.input<typeof ZStaffLoginBodySchema>

/** POST staff/login/second-factor: the password again, to start setting up two-step sign-in. */
export const ZSecondFactorSetupBodySchema = ZStaffCredentialsSchema
export type TSecondFactorSetupBody = z.input<typeof ZSecondFactorSetupBodySchema>
/** The new authenticator secret (base32, to type in) and its otpauth:// URI (the QR code). */
export const ZSecondFactorSetupSchema = z.object({ secret: z.string(), uri: z.string() })
export type TSecondFactorSetup = z.infer<typeof ZSecondFactorSetupSchema>

/** POST staff/login/second-factor/confirm: the password and the first code of the new secret. */
export const ZSecondFactorConfirmBodySchema = ZStaffCredentialsSchema.extend({ code: ZAuthCodeSchema })
export type TSecondFactorConfirmBody = z.input<typeof ZSecondFactorConfirmBodySchema>

/** A store a staff member works at: its state is the region its reports roll up to. */
export const ZStaffStoreSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  timezone: z.string(),
  state: z.string(),
})
export type TStaffStore = z.infer<typeof ZStaffStoreSchema>

/** The signed-in staff member and the stores whose boards they may open (every store for a chain admin). */
export const ZStaffSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  name: z.string(),
  role: ZStaffRoleSchema,
  /**
   * The stores they work at. A chain admin works at every store (`every_store`) and gets none here:
   * 40,000 stores are searched a page at a time (GET staff/stores), never listed whole.
   */
  stores: z.array(ZStaffStoreSchema),
  every_store: z.boolean(),
})
export type TStaff = z.infer<typeof ZStaffSchema>

/** Two-step sign-in set up: the signed-in staff member and their recovery codes, shown this once. */
export const ZSecondFactorEnrolledSchema = z.object({
  staff: ZStaffSchema,
  recovery_codes: z.array(z.string()),
})
export type TSecondFactorEnrolled = z.infer<typeof ZSecondFactorEnrolledSchema>

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
  /** A scheduled or held order's fire time (ADR 066): when it goes to the kitchen; null once fired. */
  fire_at: z.iso.datetime({ offset: true }).nullable(),
})
export type TBoardTicket = z.infer<typeof ZBoardTicketSchema>

/** GET staff/stores/{storeId}/board: the store's tickets of today's board, by promised time. */
/**
 * What the kitchen has on (ADR 065): its stations, the make time of its live orders (new and in
 * progress) and the wait until a station frees — what the next ASAP guest's quote adds to their make time.
 */
export const ZBoardKitchenSchema = z.object({
  stations: z.number().int(),
  work_seconds: z.number().int(),
  wait_seconds: z.number().int(),
})

export const ZBoardSchema = z.object({
  store: ZStaffStoreSchema,
  now: z.iso.datetime({ offset: true }),
  tickets: z.array(ZBoardTicketSchema),
  kitchen: ZBoardKitchenSchema,
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
