import { z } from 'zod'

/** Stable error codes of the API (DESIGN.md §4). Clients branch on these, never on messages. */
export const ERROR_CODES = [
  'BAD_REQUEST',
  'VALIDATION_FAILED',
  'UNAUTHORIZED',
  'API_KEY_INVALID',
  'FORBIDDEN',
  'NOT_FOUND',
  'STORE_NOT_FOUND',
  'MENU_NOT_FOUND',
  'PRODUCT_NOT_FOUND',
  'LOCATION_UNAVAILABLE',
  'GEO_NO_DETAILS',
  'ADDRESS_MISMATCH',
  'CART_NOT_FOUND',
  'CART_EXPIRED',
  'CART_EMPTY',
  'PRODUCT_UNAVAILABLE',
  'QUANTITY_INVALID',
  'CHOICES_INVALID',
  'HANDOFF_UNAVAILABLE',
  'HOURS_INVALID',
  'CAPACITY_INVALID',
  'DELIVERY_ADDRESS_REQUIRED',
  'DELIVERY_OUT_OF_ZONE',
  'DELIVERY_MINIMUM_NOT_MET',
  'ORDER_TIME_INVALID',
  'SLOT_FULL',
  'TRANSFER_NOT_ALLOWED',
  'CONFLICT',
  'SIGN_IN_REQUIRED',
  'SESSION_EXPIRED',
  'CREDENTIALS_INVALID',
  'SECOND_FACTOR_REQUIRED',
  'SECOND_FACTOR_INVALID',
  'SECOND_FACTOR_SETUP_REQUIRED',
  'PASSWORD_WEAK',
  'TOKEN_INVALID',
  'CART_SUBMITTED',
  'CHECKOUT_INVALID',
  'PAYMENT_DECLINED',
  'PAYMENT_FAILED',
  'CARD_INVALID',
  'ORDER_NOT_FOUND',
  'GROUP_ORDER_NOT_FOUND',
  'GROUP_ORDER_CLOSED',
  'GROUP_ORDER_PAST_DEADLINE',
  'GROUP_ORDER_LIMIT',
  'GROUP_HOST_ONLY',
  'INVITATION_NOT_FOUND',
  'INVITATION_USED',
  'INVITATION_REVOKED',
  'INVITATION_EXPIRED',
  'STORY_NOT_FOUND',
  'FORM_NOT_FOUND',
  'CAPTCHA_FAILED',
  'REWARD_NOT_FOUND',
  'REWARD_NOT_APPLICABLE',
  'POINTS_SHORT',
  'CHECK_IN_NOT_FOUND',
  'CHECK_IN_USED',
  'CHECK_IN_EXPIRED',
  'KIOSK_REQUIRED',
  'KIOSK_NOT_FOUND',
  'RATE_LIMITED',
  'INTERNAL_ERROR',
  'SERVICE_UNAVAILABLE',
] as const
export const ZErrorCodeSchema = z.enum(ERROR_CODES)
export type TErrorCode = z.infer<typeof ZErrorCodeSchema>

export const ZErrorEnvelopeSchema = z.object({
  status: z.literal('error'),
  message: z.string(),
  code: ZErrorCodeSchema,
  errors: z.record(z.string(), z.string()).optional(),
})
export type TErrorEnvelope = z.infer<typeof ZErrorEnvelopeSchema>

export function okEnvelope<T extends z.ZodType>(data: T) {
  return z.object({ status: z.literal('ok'), data })
}
export type TOkEnvelope<T> = { status: 'ok'; data: T }
export type TEnvelope<T> = TOkEnvelope<T> | TErrorEnvelope
