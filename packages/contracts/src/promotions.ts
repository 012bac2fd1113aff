import { z } from 'zod'
import { HANDOFF_MODES, PROMOTION_CHANNELS, PROMOTION_KINDS } from './constants.ts'
import {
  PROMOTION_CODE_PATTERN,
  PROMOTION_CODE_TEXTS,
  PROMOTION_FIELD_TEXTS,
  promotionBodyProblems,
} from './promotion-rules.ts'

/**
 * Promotions (ADR 061): what a chain admin sets up in the back office and the basket's promo code.
 * The values' rules and sentences are `promotion-rules.ts` (zod-free: the back office's form checks
 * with the same function); this schema types the body and adds each field's sentence.
 */
const number = (message: string) => z.number({ error: message })

export const ZPromotionBodySchema = z
  .object({
    name: z.string({ error: PROMOTION_FIELD_TEXTS.name }).trim(),
    kind: z.enum(PROMOTION_KINDS),
    amount: number(PROMOTION_FIELD_TEXTS.amount).nullable(),
    percent: number(PROMOTION_FIELD_TEXTS.percent).nullable(),
    free_product_id: number(PROMOTION_FIELD_TEXTS.freeProduct).nullable(),
    minimum_subtotal: number(PROMOTION_FIELD_TEXTS.minimum),
    product_ids: z.array(z.number().int().positive()).max(500),
    category_slugs: z.array(z.string().min(1).max(80)).max(100),
    store_ids: z.array(z.number().int().positive()).max(50_000),
    /**
     * A region of stores, kept as the rule (ADR 061, keys of ADR 062): 'TX' or 'TX/dallas'; every
     * store there now or later. Left out: none. The API also refuses a state or city with no store.
     */
    region: z.string({ error: PROMOTION_FIELD_TEXTS.region }).trim().nullable().default(null),
    channels: z.array(z.enum(PROMOTION_CHANNELS), { error: PROMOTION_FIELD_TEXTS.channels }),
    handoffs: z.array(z.enum(HANDOFF_MODES), { error: PROMOTION_FIELD_TEXTS.handoffs }),
    starts_at: z.string({ error: PROMOTION_FIELD_TEXTS.startsAt }),
    ends_at: z.string({ error: PROMOTION_FIELD_TEXTS.endsAt }).nullable(),
    code: z.string({ error: PROMOTION_FIELD_TEXTS.code }).trim().toUpperCase().nullable(),
    members_only: z.boolean(),
    once_per_member: z.boolean(),
    budget_uses: number(PROMOTION_FIELD_TEXTS.budgetUses).nullable(),
    budget_cents: number(PROMOTION_FIELD_TEXTS.budgetCents).nullable(),
  })
  .superRefine((body, ctx) => {
    for (const [path, message] of Object.entries(promotionBodyProblems(body))) {
      ctx.addIssue({ code: 'custom', path: [path], message })
    }
  })
export type TPromotionBody = z.infer<typeof ZPromotionBodySchema>

export const ZPromotionSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  kind: z.enum(PROMOTION_KINDS),
  amount: z.number().int().nullable(),
  percent: z.number().int().nullable(),
  free_product_id: z.number().int().nullable(),
  minimum_subtotal: z.number().int(),
  product_ids: z.array(z.number().int()),
  category_slugs: z.array(z.string()),
  store_ids: z.array(z.number().int()),
  region: z.string().nullable(),
  channels: z.array(z.enum(PROMOTION_CHANNELS)),
  handoffs: z.array(z.enum(HANDOFF_MODES)),
  starts_at: z.string(),
  ends_at: z.string().nullable(),
  code: z.string().nullable(),
  members_only: z.boolean(),
  once_per_member: z.boolean(),
  budget_uses: z.number().int().nullable(),
  budget_cents: z.number().int().nullable(),
  /** When an admin ended it (ISO), or null. */
  ended_at: z.string().nullable(),
  /** Orders that took it (submitted and not failed or cancelled), and the money they took off. */
  uses: z.number().int(),
  spent_cents: z.number().int(),
  updated_at: z.string(),
})
export type TPromotion = z.infer<typeof ZPromotionSchema>

export const ZPromotionListSchema = z.object({
  promotions: z.array(ZPromotionSchema),
  /** Whether the caller may create, edit and end promotions (chain admins). */
  can_edit: z.boolean(),
  /**
   * What a promotion can be scoped to: the catalogue's products and categories. `stores`: the names of
   * the stores the listed promotions name (others are searched with GET staff/stores, 40,000 of them).
   * Regions are the storefront's (GET regions, the stores module's listing).
   */
  products: z.array(z.object({ id: z.number().int(), name: z.string(), category_slug: z.string() })),
  categories: z.array(z.object({ slug: z.string(), name: z.string() })),
  stores: z.array(z.object({ id: z.number().int(), name: z.string() })),
})
export type TPromotionList = z.infer<typeof ZPromotionListSchema>

export const ZPromotionParamsSchema = z.object({ promotionId: z.uuid('Unknown promotion.') })

/** The promo code a guest types into the basket (ADR 061). */
export const ZPromotionCodeBodySchema = z.object({
  code: z.string().trim().toUpperCase().regex(PROMOTION_CODE_PATTERN, PROMOTION_CODE_TEXTS.malformed),
})
