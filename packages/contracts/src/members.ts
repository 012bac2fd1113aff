import { z } from 'zod'
import { ZDeliveryHandoffBodySchema } from './carts.ts'
import { ALLERGENS, PASSWORD_MAX, PASSWORD_MIN } from './constants.ts'
import { EMAIL_RULE, PHONE_RULE, TEXT_LIMITS } from './field-rules.ts'
import { ZAllergenSchema } from './menus.ts'
import { ZCaptchaTokenSchema, ZIdSchema, ZIntIdSchema, ZTextSchema } from './primitives.ts'
import { ZHandoffModeSchema } from './stores.ts'
import { ruleSchema } from './text-rule-schema.ts'

/**
 * Members (spec §3 User, Token, Session state, Delivery address, Favourite locations; §7 users/*,
 * members/*). Field names follow the spec's wire vocabulary (snake_case where it writes them).
 */

/**
 * Passwords: PASSWORD_MIN to PASSWORD_MAX characters (constants.ts); common passwords are refused
 * server-side. Zod counts a string's length in characters (code points, zod ≥ 4.6), as the domain's
 * `passwordProblem` does, so an emoji password is judged the same by form and API
 * (`packages/domain/src/password-rules.test.ts` holds the two together at both limits).
 */
export const ZPasswordSchema = ZTextSchema()
  .min(PASSWORD_MIN, `Use at least ${PASSWORD_MIN} characters.`)
  .max(PASSWORD_MAX, `Use at most ${PASSWORD_MAX} characters.`)

/** Email (field-rules.ts EMAIL_RULE, the same pattern the storefront's forms check), lower-cased. */
export const ZEmailSchema = ZTextSchema()
  .trim()
  .toLowerCase()
  .max(EMAIL_RULE.max, EMAIL_RULE.invalid)
  .pipe(z.email({ pattern: EMAIL_RULE.pattern, error: EMAIL_RULE.invalid }))
/** Phone as submitted: digits only (spec §5 strips punctuation first); field-rules.ts PHONE_RULE. */
export const ZPhoneSchema = ruleSchema(PHONE_RULE)
/** Date of birth, 'YYYY-MM-DD' (spec §5); the at-least-18 rule is checked by the domain. */
export const ZBirthdaySchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Please enter a valid value.')
const ZNameSchema = (label: string) =>
  ZTextSchema()
    .trim()
    .min(1, `${label} is required`)
    .max(TEXT_LIMITS.name, `Please enter a valid ${label.toLowerCase()}.`)

export const ZUserSchema = z.object({
  id: z.uuid(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone: z.string(),
  birthday: z.string().nullable(),
  /** Loyalty points balance (points earned per order). */
  points: z.number().int(),
})
export type TUser = z.infer<typeof ZUserSchema>

/** Token of spec §3: only its expiry reaches the browser (the token itself is an HttpOnly cookie). */
export const ZTokenSchema = z.object({ expires: z.iso.datetime({ offset: true }) })
export type TToken = z.infer<typeof ZTokenSchema>

/** Session state of spec §3 as the server knows it: a member (user + token) or a guest (both null). */
export const ZAccountStatusSchema = z.object({
  user: ZUserSchema.nullable(),
  token: ZTokenSchema.nullable(),
})
export type TAccountStatus = z.infer<typeof ZAccountStatusSchema>

/** POST users (sign up). Answers the same whether or not the email is already registered. */
export const ZSignUpBodySchema = z
  .object({
    first_name: ZNameSchema('First name'),
    last_name: ZNameSchema('Last name'),
    email: ZEmailSchema,
    phone: ZPhoneSchema,
    password: ZPasswordSchema,
    password_confirmation: ZTextSchema().max(PASSWORD_MAX),
    birthday: ZBirthdaySchema.optional(),
    /** Where the confirmation link returns to (a same-site path such as /order/checkout). */
    redirect: ZTextSchema().startsWith('/').max(200).optional(),
    /** Captcha action `signup`, when captcha is on. */
    captcha_token: ZCaptchaTokenSchema,
  })
  .refine((body) => body.password === body.password_confirmation, {
    path: ['password_confirmation'],
    message: 'Passwords do not match.',
  })
export type TSignUpBody = z.input<typeof ZSignUpBodySchema>
/** POST users/confirm {token}: the emailed sign-up link; signs the new member in. */
export const ZConfirmSignUpBodySchema = z.object({ token: ZTextSchema().min(16).max(128) })

export const ZLoginBodySchema = z.object({
  email: ZEmailSchema,
  password: ZTextSchema().min(1, 'Password is required').max(PASSWORD_MAX),
})
export type TLoginBody = z.input<typeof ZLoginBodySchema>

/**
 * POST users/reset-password: with {email} it sends a reset link (same answer for every email);
 * with {token, password, password_confirmation} it sets the new password and ends every session.
 */
export const ZResetPasswordBodySchema = z.union([
  /** Captcha action `reset`, when captcha is on. */
  z.object({ email: ZEmailSchema, captcha_token: ZCaptchaTokenSchema }),
  z
    .object({
      token: ZTextSchema().min(16).max(128),
      password: ZPasswordSchema,
      password_confirmation: ZTextSchema().max(PASSWORD_MAX),
    })
    .refine((body) => body.password === body.password_confirmation, {
      path: ['password_confirmation'],
      message: 'Passwords do not match.',
    }),
])
export type TResetPasswordBody = z.input<typeof ZResetPasswordBodySchema>

/** PUT users: profile edit; a new password needs the current one. */
export const EMAIL_UNCHANGEABLE =
  'Your email address cannot be changed here: it is how you sign in. Contact us to change it.'
export const ZUpdateUserBodySchema = z
  .object({
    first_name: ZNameSchema('First name').optional(),
    last_name: ZNameSchema('Last name').optional(),
    phone: ZPhoneSchema.optional(),
    birthday: ZBirthdaySchema.nullable().optional(),
    current_password: ZTextSchema().max(PASSWORD_MAX).optional(),
    password: ZPasswordSchema.optional(),
    password_confirmation: ZTextSchema().max(PASSWORD_MAX).optional(),
    /** The sign-in email is not changed by PUT users: sent anyway, it is a clear 400, never ignored. */
    email: z.never({ error: EMAIL_UNCHANGEABLE }).optional(),
  })
  .refine((body) => body.password === undefined || body.password === body.password_confirmation, {
    path: ['password_confirmation'],
    message: 'Passwords do not match.',
  })
export type TUpdateUserBody = z.input<typeof ZUpdateUserBodySchema>

/** Delivery address of spec §3, as a member keeps it. */
export const ZMemberAddressSchema = z.object({
  id: z.number().int(),
  address: z.string(),
  building: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  lat: z.number(),
  lng: z.number(),
  instructions: z.string(),
  default: z.boolean(),
  handoffMode: ZHandoffModeSchema,
})
export type TMemberAddress = z.infer<typeof ZMemberAddressSchema>
export const ZMemberAddressesSchema = z.object({ addresses: z.array(ZMemberAddressSchema) })
export const ZMemberAddressParamsSchema = z.object({ id: ZIntIdSchema })
/**
 * POST members/addresses: save a delivery address (the account page's 'Add New Delivery Address', the
 * delivery panel). The fields of PUT carts/{cartId}/handoff/delivery, with the coordinates named as a
 * saved address names them; without them the geo adapter locates the address (422 when it cannot).
 */
export const ZSaveAddressBodySchema = ZDeliveryHandoffBodySchema.omit({
  latitude: true,
  longitude: true,
}).extend({
  lat: z.number().min(-90).max(90).optional(),
  lng: z.number().min(-180).max(180).optional(),
})
export type TSaveAddressBody = z.input<typeof ZSaveAddressBodySchema>

/** PUT members/auth (spec §4 Session): the `verify` header carries the member's id (the `_<prefix>_user` cookie). */
export const ZRenewHeadersSchema = z.object({ verify: ZTextSchema().max(64).optional() })

/** Favourite locations (spec §3): saved and deleted by menu_id. */
export const ZFavouriteSchema = z.object({ menu_id: z.number().int(), store_id: z.number().int() })
export const ZFavouritesSchema = z.object({ favourites: z.array(ZFavouriteSchema) })
export const ZFavouriteBodySchema = z.object({ menu_id: ZIdSchema })
export const ZFavouriteParamsSchema = z.object({ menuId: ZIntIdSchema })

/**
 * The allergens a member avoids (ADR 049), GET and PUT members/me/avoid-allergens: the menu filter's
 * choice kept in the account. Codes of ALLERGENS, each once; the API answers them in that order.
 */
export const ZAvoidAllergensSchema = z.object({
  allergens: z.array(ZAllergenSchema).max(ALLERGENS.length, 'Choose each allergen at most once.'),
})
export type TAvoidAllergens = z.infer<typeof ZAvoidAllergensSchema>

/** A message-only answer (sign-up accepted, reset link sent …). */
export const ZNoticeSchema = z.object({ message: z.string() })
