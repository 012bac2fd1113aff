import { z } from 'zod'
import { HANDOFF_MODES, PROMOTION_CHANNELS, PROMOTION_CODE_PATTERN, PROMOTION_KINDS } from './constants.ts'

/**
 * Promotions (ADR 061): what a chain admin sets up in the back office and the basket's promo code.
 * The field sentences are defined here once; the API's envelope and the back office's form show them.
 */
export const PROMOTION_LIMITS = Object.freeze({
  nameMax: 80,
  /** Cents: $1,000 off at most, a $10,000 minimum at most. */
  amountMax: 100_000,
  minimumMax: 1_000_000,
  budgetUsesMax: 10_000_000,
  budgetCentsMax: 100_000_000,
})

const LOCAL_DATE_TIME_PATTERN = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])T([01]\d|2[0-3]):[0-5]\d$/

export const PROMOTION_FIELD_TEXTS = Object.freeze({
  name: 'Give the promotion a name (up to 80 characters).',
  amount: 'Enter the amount off, from $0.01 to $1,000.',
  percent: 'Enter a percent off from 1 to 100.',
  freeProduct: 'Choose the item that is free.',
  minimum: 'Enter a minimum subtotal from $0 to $10,000.',
  channels: 'Choose at least one channel.',
  handoffs: 'Choose at least one handoff.',
  startsAt: 'Enter the date and time it starts.',
  endsAt: 'Enter an end after the start, or leave it empty.',
  code: 'A code is 3 to 20 letters, digits or dashes.',
  budgetUses: 'Enter a number of uses of at least 1, or leave it empty.',
  budgetCents: 'Enter a money budget of at least $0.01, or leave it empty.',
})

const cents = (max: number, message: string) =>
  z.number({ error: message }).int(message).min(1, message).max(max, message)

export const ZPromotionBodySchema = z
  .object({
    name: z
      .string({ error: PROMOTION_FIELD_TEXTS.name })
      .trim()
      .min(1, PROMOTION_FIELD_TEXTS.name)
      .max(PROMOTION_LIMITS.nameMax, PROMOTION_FIELD_TEXTS.name),
    kind: z.enum(PROMOTION_KINDS),
    amount: cents(PROMOTION_LIMITS.amountMax, PROMOTION_FIELD_TEXTS.amount).nullable(),
    percent: z
      .number({ error: PROMOTION_FIELD_TEXTS.percent })
      .int(PROMOTION_FIELD_TEXTS.percent)
      .min(1, PROMOTION_FIELD_TEXTS.percent)
      .max(100, PROMOTION_FIELD_TEXTS.percent)
      .nullable(),
    free_product_id: z.number().int().positive(PROMOTION_FIELD_TEXTS.freeProduct).nullable(),
    minimum_subtotal: z
      .number({ error: PROMOTION_FIELD_TEXTS.minimum })
      .int(PROMOTION_FIELD_TEXTS.minimum)
      .min(0, PROMOTION_FIELD_TEXTS.minimum)
      .max(PROMOTION_LIMITS.minimumMax, PROMOTION_FIELD_TEXTS.minimum),
    product_ids: z.array(z.number().int().positive()).max(500),
    category_slugs: z.array(z.string().min(1).max(80)).max(100),
    store_ids: z.array(z.number().int().positive()).max(50_000),
    channels: z.array(z.enum(PROMOTION_CHANNELS)).min(1, PROMOTION_FIELD_TEXTS.channels),
    handoffs: z.array(z.enum(HANDOFF_MODES)).min(1, PROMOTION_FIELD_TEXTS.handoffs),
    starts_at: z
      .string({ error: PROMOTION_FIELD_TEXTS.startsAt })
      .regex(LOCAL_DATE_TIME_PATTERN, PROMOTION_FIELD_TEXTS.startsAt),
    ends_at: z.string().regex(LOCAL_DATE_TIME_PATTERN, PROMOTION_FIELD_TEXTS.endsAt).nullable(),
    code: z
      .string()
      .trim()
      .toUpperCase()
      .regex(PROMOTION_CODE_PATTERN, PROMOTION_FIELD_TEXTS.code)
      .nullable(),
    members_only: z.boolean(),
    once_per_member: z.boolean(),
    budget_uses: z
      .number({ error: PROMOTION_FIELD_TEXTS.budgetUses })
      .int(PROMOTION_FIELD_TEXTS.budgetUses)
      .min(1, PROMOTION_FIELD_TEXTS.budgetUses)
      .max(PROMOTION_LIMITS.budgetUsesMax, PROMOTION_FIELD_TEXTS.budgetUses)
      .nullable(),
    budget_cents: cents(PROMOTION_LIMITS.budgetCentsMax, PROMOTION_FIELD_TEXTS.budgetCents).nullable(),
  })
  .superRefine((body, ctx) => {
    if (body.kind === 'amount' && body.amount === null)
      ctx.addIssue({ code: 'custom', path: ['amount'], message: PROMOTION_FIELD_TEXTS.amount })
    if (body.kind === 'percent' && body.percent === null)
      ctx.addIssue({ code: 'custom', path: ['percent'], message: PROMOTION_FIELD_TEXTS.percent })
    if (body.kind === 'free_item' && body.free_product_id === null)
      ctx.addIssue({ code: 'custom', path: ['free_product_id'], message: PROMOTION_FIELD_TEXTS.freeProduct })
    if (body.ends_at !== null && body.ends_at <= body.starts_at)
      ctx.addIssue({ code: 'custom', path: ['ends_at'], message: PROMOTION_FIELD_TEXTS.endsAt })
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
  /** What a promotion can be scoped to: the catalogue's products and categories, and the stores. */
  products: z.array(z.object({ id: z.number().int(), name: z.string(), category_slug: z.string() })),
  categories: z.array(z.object({ slug: z.string(), name: z.string() })),
  stores: z.array(z.object({ id: z.number().int(), name: z.string() })),
})
export type TPromotionList = z.infer<typeof ZPromotionListSchema>

export const ZPromotionParamsSchema = z.object({ promotionId: z.uuid('Unknown promotion.') })

/** The promo code a guest types into the basket (ADR 061). */
export const ZPromotionCodeBodySchema = z.object({
  code: z
    .string()
    .trim()
    .toUpperCase()
    .regex(PROMOTION_CODE_PATTERN, 'Enter the code as it was given: 3 to 20 letters, digits or dashes.'),
})
