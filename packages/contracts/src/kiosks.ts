import { z } from 'zod'
import { ZCartIdSchema } from './carts.ts'
import { KIOSK_NAME_MAX } from './constants.ts'
import { TEXT_LIMITS } from './field-rules.ts'
import { ZSubmitPaymentSchema, ZTipSchema } from './orders.ts'
import { ZTextSchema } from './primitives.ts'

/**
 * The kiosk channel (ADR 030): staff of a store set a device up as the store's kiosk; the
 * device then orders without an account, for pickup at that store, paying at the counter or by card.
 */

/** POST staff/stores/{storeId}/kiosks: the device that calls becomes the store's kiosk. */
export const ZKioskSetupBodySchema = z.object({
  name: ZTextSchema()
    .trim()
    .min(1, 'Name the kiosk, e.g. Front counter.')
    .max(KIOSK_NAME_MAX, `Use at most ${KIOSK_NAME_MAX} characters for the name.`),
})
export type TKioskSetupBody = z.infer<typeof ZKioskSetupBodySchema>

/** A kiosk as staff see it, and as the kiosk itself learns it (GET kiosk). */
export const ZKioskSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  store_id: z.number().int(),
  store_name: z.string(),
  menu_id: z.number().int(),
  created_at: z.string(),
})
export type TKiosk = z.infer<typeof ZKioskSchema>

/**
 * Whether the kiosk takes orders now (ADR 046: for now only, pickup): when not, why — the store is
 * closed or its ASAP orders are paused — and the manager's closed-day message or when it opens next.
 */
export const ZKioskOrderingSchema = z.object({
  taking_orders: z.boolean(),
  reason: z.enum(['closed', 'paused']).nullable(),
  message: z.string().nullable(),
})
export type TKioskOrdering = z.infer<typeof ZKioskOrderingSchema>

/** GET kiosk: the kiosk this device is, and whether its store takes its orders now. */
export const ZKioskDeviceSchema = ZKioskSchema.extend({ ordering: ZKioskOrderingSchema })
export type TKioskDevice = z.infer<typeof ZKioskDeviceSchema>

export const ZKioskListSchema = z.array(ZKioskSchema)
export const ZKioskParamsSchema = z.object({ kioskId: z.uuid('There is no such kiosk.') })

/**
 * POST kiosk/submit: the kiosk's checkout. The name the counter calls out instead of an account's
 * contact details; pay at the counter (`instore`) or by card; an optional tip in cents.
 */
export const ZKioskSubmitBodySchema = z.object({
  id: ZCartIdSchema,
  data: z.object({
    payments: z.array(ZSubmitPaymentSchema).length(1, 'Choose one payment method.'),
    first_name: ZTextSchema().trim().min(1, 'Please tell us your name.').max(TEXT_LIMITS.name),
    tip: ZTipSchema,
  }),
})
export type TKioskSubmitBody = z.input<typeof ZKioskSubmitBodySchema>
