import { z } from 'zod'
import { ZCartIdSchema } from './carts.ts'
import { ZIdSchema, ZTextSchema } from './primitives.ts'

/** An offer the member has now (welcome, birthday): applied by itself when the basket qualifies. */
export const ZOfferSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  /** The discount's label in the bag. */
  label: z.string(),
  expires: z.iso.datetime({ offset: true }).nullable(),
})
export type TOffer = z.infer<typeof ZOfferSchema>
export const ZOffersSchema = z.object({ offers: z.array(ZOfferSchema) })

/** One reward of the catalogue, with the member's way to it. */
export const ZRewardSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  points: z.number().int(),
  can_redeem: z.boolean(),
  points_needed: z.number().int(),
  /** 0–100 (spec §9: progress capped at 100 %). */
  percent: z.number().int(),
})
export type TReward = z.infer<typeof ZRewardSchema>

export const ZPointsEntrySchema = z.object({
  id: z.number().int(),
  kind: z.enum(['earn', 'spend', 'refund', 'reverse', 'check_in']),
  points: z.number().int(),
  /** What the entry was, in words ('Order #1042', 'Redeemed: Free cookie', 'In-store purchase'). */
  label: z.string(),
  created: z.iso.datetime({ offset: true }),
})

/**
 * GET rewards (spec §7): `points` is the balance; `available` leaves out points held by a submitted
 * order that is not paid yet; the catalogue with progress, the next reward, offers and history.
 */
export const ZRewardsSchema = z.object({
  points: z.number().int(),
  available: z.number().int(),
  next: z
    .object({
      id: z.string(),
      name: z.string(),
      points_to_next: z.number().int(),
      percent: z.number().int(),
    })
    .nullable(),
  catalogue: z.array(ZRewardSchema),
  offers: z.array(ZOfferSchema),
  history: z.array(ZPointsEntrySchema),
})
export type TRewards = z.infer<typeof ZRewardsSchema>

const REWARD_ID_MESSAGE = 'Choose a reward from the catalogue.'

/** POST rewards/redeem: a reward of the catalogue onto the member's basket. */
export const ZRedeemBodySchema = z.object({
  cart_id: ZCartIdSchema,
  reward_id: ZTextSchema().min(1, REWARD_ID_MESSAGE).max(40, REWARD_ID_MESSAGE),
})
export type TRedeemBody = z.input<typeof ZRedeemBodySchema>

/** POST rewards/check-in/code: a short-lived code for the QR popup, with the member's balance. */
export const ZCheckInCodeSchema = z.object({
  code: z.string(),
  expires: z.iso.datetime({ offset: true }),
  points: z.number().int(),
})
export type TCheckInCode = z.infer<typeof ZCheckInCodeSchema>

/**
 * The most one counter purchase may total for check-in points ($250 in cents, so at most 2,500 points
 * a check-in; ADR 044): a counter sale at a deli, where a catering order goes through online ordering.
 */
export const CHECK_IN_MAX_TOTAL = 25_000
export const CHECK_IN_TOTAL_TOO_LARGE = `A check-in covers one counter purchase of up to $${(CHECK_IN_MAX_TOTAL / 100).toFixed(2)}.`

/**
 * POST rewards/check-in (a signed-in staff member of the store, ADR 044): the code the member showed,
 * the store it is shown at and the purchase total (cents).
 */
export const ZCheckInBodySchema = z.object({
  code: ZTextSchema().min(1, 'Enter the check-in code.').max(20, 'Enter the check-in code.'),
  store_id: ZIdSchema,
  total: z
    .number()
    .int('Send the total in whole cents.')
    .min(0, 'The total cannot be negative.')
    .max(CHECK_IN_MAX_TOTAL, CHECK_IN_TOTAL_TOO_LARGE),
})
export const ZCheckInResultSchema = z.object({ points: z.number().int(), message: z.string() })
