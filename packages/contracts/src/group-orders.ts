import { z } from 'zod'
import { ZCartIdSchema, ZOrderModeSchema, ZWantedTimeSchema } from './carts.ts'
import {
  GROUP_NOTE_MAX,
  GROUP_ORDER_STATUSES,
  GROUP_PAYMENT_TYPES,
  GROUP_ROLES,
  JOIN_NAME_INVALID,
  JOIN_NAME_MAX,
  JOIN_NAME_PATTERN,
} from './constants.ts'
import { ZIdSchema, ZTextSchema } from './primitives.ts'
import { ZHandoffModeSchema, ZLocationSchema } from './stores.ts'

/**
 * Group orders (spec §1, §3 Group order / Group order options, §4 Group orders, §6 Host and
 * Participant, §7 `PUT carts/group/{groupOrderId}` and the named group actions; ADR 015).
 * Routes live under /api/v1/carts/group.
 */

export const ZGroupPaymentTypeSchema = z.enum(GROUP_PAYMENT_TYPES)
export type TGroupPaymentType = z.infer<typeof ZGroupPaymentTypeSchema>

/**
 * open → locked (the host submitted the group; being paid) → confirmed (paid, sent to the kitchen);
 * cancelled by the host. A passed deadline is not a status: see `isPastDeadline`.
 */
export const ZGroupOrderStatusSchema = z.enum(GROUP_ORDER_STATUSES)
export type TGroupOrderStatus = z.infer<typeof ZGroupOrderStatusSchema>

/** Who is asking: the host, a participant who joined, or anyone else holding the link. */
export const ZGroupRoleSchema = z.enum(GROUP_ROLES)
export type TGroupRole = z.infer<typeof ZGroupRoleSchema>

/** Join name of spec §5: letters only, a first name and optionally one space and a last name. */
export const ZJoinNameSchema = z
  .string(JOIN_NAME_INVALID)
  .trim()
  .max(JOIN_NAME_MAX, JOIN_NAME_INVALID)
  .regex(JOIN_NAME_PATTERN, JOIN_NAME_INVALID)

export const ZGroupOrderIdSchema = z.uuid('Unknown group order.')
export const ZGroupOrderIdParamsSchema = z.object({ groupOrderId: ZGroupOrderIdSchema })

/** A participant's own lines as the group sees them: name and quantity only (utensils left out). */
export const ZGroupParticipantOrderSchema = z.object({ name: z.string(), quantity: z.number().int() })

export const ZGroupParticipantSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  isHost: z.boolean(),
  /**
   * Host pays: the participant said their selections are done (`POST …/submissions`).
   * Split: the participant's payment is authorised (checked out their own basket).
   */
  submitted: z.boolean(),
  orders: z.array(ZGroupParticipantOrderSchema),
})
export type TGroupParticipant = z.infer<typeof ZGroupParticipantSchema>

/** Money of a split group: `none` until checkout, then authorised, captured at the host's submission, voided on cancel. */
export const GROUP_PAYMENT_STATUSES = ['none', 'authorised', 'captured', 'voided', 'failed'] as const
export const ZGroupPaymentStatusSchema = z.enum(GROUP_PAYMENT_STATUSES)
export type TGroupPaymentStatus = z.infer<typeof ZGroupPaymentStatusSchema>

export const ZGroupPaymentSchema = z.object({
  /** The caller's own payment (the host: the group's, i.e. `captured` once every authorisation is captured). */
  status: ZGroupPaymentStatusSchema,
  /** Cents authorised or captured for the caller (the host: the sum over all participants). */
  amount: z.number().int(),
  /** Participants whose payment is authorised or captured. */
  paid: z.number().int(),
})
export type TGroupPayment = z.infer<typeof ZGroupPaymentSchema>

/** `GET carts/group/{groupOrderId}` and every group answer, tailored to the caller. */
export const ZGroupOrderSchema = z.object({
  id: ZGroupOrderIdSchema,
  /** The caller's own participant name; the host's full name for the host; null for a visitor. */
  name: z.string().nullable(),
  hostfullname: z.string(),
  role: ZGroupRoleSchema,
  paymenttype: ZGroupPaymentTypeSchema,
  handoff: ZHandoffModeSchema,
  /**
   * The group's order time: the host's basket's, which the host alone sets and every split basket
   * follows (spec §4). `wanted`: store-local 'YYYYMMDD HH:mm' when ordered ahead, else null.
   */
  ordertime: z.object({ mode: ZOrderModeSchema, wanted: ZWantedTimeSchema.nullable() }),
  /** Store-local 'YYYYMMDD HH:mm' (the store's time zone is `location.timezone`). */
  deadline: ZWantedTimeSchema,
  /** The same deadline as an ISO instant, for countdowns. */
  deadlineAt: z.iso.datetime({ offset: true }),
  /** The deadline has passed: no joins or participant changes; the host may extend it or submit. */
  isPastDeadline: z.boolean(),
  status: ZGroupOrderStatusSchema,
  note: z.string(),
  location: ZLocationSchema,
  /** The host's basket. */
  cart: z.object({ id: ZCartIdSchema, menu_id: z.number().int() }),
  /** The caller's own basket in a split group (null for host pays, the host and visitors). */
  basketid: ZCartIdSchema.nullable(),
  /** Visible to the host and participants; a visitor gets []. */
  participants: z.array(ZGroupParticipantSchema),
  /** Split groups only (null when the host pays and for visitors). */
  payment: ZGroupPaymentSchema.nullable(),
  /** Changes with every change of the group (also answered as the ETag). */
  version: z.number().int(),
})
export type TGroupOrder = z.infer<typeof ZGroupOrderSchema>

/** `POST carts/group`: a signed-in member makes their basket a group order (spec §7 create group order). */
export const ZCreateGroupOrderBodySchema = z.object({
  cart_id: ZCartIdSchema,
  menu_id: ZIdSchema,
  /** Store-local 'YYYYMMDD HH:mm'; default 7 days from now (spec §9). */
  deadline: ZWantedTimeSchema.optional(),
  payment_type: ZGroupPaymentTypeSchema,
  handoff: ZHandoffModeSchema,
  note: ZTextSchema().trim().max(GROUP_NOTE_MAX).default(''),
})
export type TCreateGroupOrderBody = z.input<typeof ZCreateGroupOrderBodySchema>

/** `PUT carts/group/{groupOrderId}` (spec §7): {deadline 'YYYYMMDD HH:mm', note, locked false}; host only. */
export const ZUpdateGroupOrderBodySchema = z.object({
  deadline: ZWantedTimeSchema,
  note: ZTextSchema().trim().max(GROUP_NOTE_MAX).default(''),
  locked: z.literal(false, 'A group order is locked by submitting it, not by this call.').default(false),
})
export type TUpdateGroupOrderBody = z.input<typeof ZUpdateGroupOrderBodySchema>

/** `POST carts/group/{groupOrderId}/join` (spec §7 join group order {orderId, name}). */
export const ZJoinGroupOrderBodySchema = z.object({
  name: ZJoinNameSchema,
  /** The spec's client also sends the id in the body; when present it must match the path. */
  orderId: ZGroupOrderIdSchema.optional(),
})
export type TJoinGroupOrderBody = z.input<typeof ZJoinGroupOrderBodySchema>
