import { z } from 'zod'
import { ZDaySchema } from './carts.ts'
import { EXTRA_LEAD_CHOICES } from './constants.ts'
import { ZIdSchema, ZIntIdSchema, ZTextSchema } from './primitives.ts'

/**
 * A store's availability (ADR 021): items and options a manager '86'd, the ASAP pause, the
 * extra lead time and the days the store is closed. Staff read it; managers and admins change it.
 */

export const HOLD_KINDS = ['product', 'option'] as const
export const ZHoldKindSchema = z.enum(HOLD_KINDS, "Choose 'product' or 'option'.")
export const HOLD_LENGTHS = ['today', 'indefinite'] as const
export const CLOSURE_MESSAGE_MAX = 200

export const ZItemHoldSchema = z.object({
  kind: ZHoldKindSchema,
  id: z.number().int(),
  name: z.string(),
  /** When it comes back by itself (ISO), or null: until a manager brings it back. */
  until: z.iso.datetime({ offset: true }).nullable(),
})
export type TItemHoldView = z.infer<typeof ZItemHoldSchema>

export const ZStoreClosureSchema = z.object({ day: ZDaySchema, message: z.string() })
export type TStoreClosure = z.infer<typeof ZStoreClosureSchema>

export const ZStoreAvailabilitySchema = z.object({
  store_id: z.number().int(),
  timezone: z.string(),
  asap_paused: z.boolean(),
  extra_lead_minutes: z.number().int(),
  /** Today and later, soonest first. */
  closures: z.array(ZStoreClosureSchema),
  holds: z.array(ZItemHoldSchema),
})
export type TStoreAvailability = z.infer<typeof ZStoreAvailabilitySchema>

/** PUT staff/stores/{storeId}/holds: 86 a product or an option of this store's menu. */
export const ZHoldItemBodySchema = z.object({
  kind: ZHoldKindSchema,
  id: ZIdSchema,
  length: z.enum(HOLD_LENGTHS, "Choose 'today' or 'indefinite'."),
})
export type THoldItemBody = z.infer<typeof ZHoldItemBodySchema>

export const ZHoldParamsSchema = z.object({
  storeId: ZIntIdSchema,
  kind: ZHoldKindSchema,
  itemId: ZIntIdSchema,
})

/** PUT staff/stores/{storeId}/timing: pause ASAP and the extra lead time. */
export const ZStoreTimingBodySchema = z.object({
  asap_paused: z.boolean('Say whether ASAP orders are paused (true or false).'),
  extra_lead_minutes: z
    .number('Choose the extra lead time in minutes.')
    .refine(
      (value) => (EXTRA_LEAD_CHOICES as readonly number[]).includes(value),
      `Choose an extra lead time of ${EXTRA_LEAD_CHOICES.join(', ')} minutes.`,
    ),
})
export type TStoreTimingBody = z.infer<typeof ZStoreTimingBodySchema>

export const ZClosureParamsSchema = z.object({ storeId: ZIntIdSchema, day: ZDaySchema })

/** PUT staff/stores/{storeId}/closures/{day}: close the store that day, telling guests why. */
export const ZCloseDayBodySchema = z.object({
  message: ZTextSchema()
    .trim()
    .min(1, 'Please tell guests why the store is closed.')
    .max(CLOSURE_MESSAGE_MAX, `Please keep the message under ${CLOSURE_MESSAGE_MAX} characters.`),
})
export type TCloseDayBody = z.infer<typeof ZCloseDayBodySchema>
