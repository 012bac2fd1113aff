/**
 * The rules of a promotion's fields (ADR 061), zod-free: the API's body schema (`promotions.ts`) and
 * the back office's form both check a body with `promotionBodyProblems`, so the form refuses exactly
 * what the API refuses, with the same sentence per field. An entry of its own
 * (`@deli/contracts/promotion-rules`), not `./constants`: the storefront's first chunk holds
 * `constants` whole (ADR 037), and these serve only the checkout and the back office.
 */
import { REGION_KEY_PATTERN } from './price-limits.ts'

export const PROMOTION_LIMITS = /* @__PURE__ */ Object.freeze({
  nameMax: 80,
  /** Cents: $1,000 off at most, a $10,000 minimum at most. */
  amountMax: 100_000,
  minimumMax: 1_000_000,
  budgetUsesMax: 10_000_000,
  budgetCentsMax: 100_000_000,
})

export const PROMOTION_FIELD_TEXTS = /* @__PURE__ */ Object.freeze({
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
  budgetUses: 'Enter a number of orders of at least 1, or leave it empty.',
  budgetCents: 'Enter a money budget of at least $0.01, or leave it empty.',
  /** A region is ADR 062's key, of a state or city the chain has stores in (the API checks that). */
  region: 'Choose a state, or a state and one of its cities, where the chain has stores.',
})

/** A store-local date-time as an HTML local date-time input gives it: 'YYYY-MM-DDTHH:mm'. */
export const LOCAL_DATE_TIME_PATTERN = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])T([01]\d|2[0-3]):[0-5]\d$/
/** A promo code a guest types: 3–20 letters, digits or dashes, kept upper case. */
export const PROMOTION_CODE_PATTERN = /^[A-Z0-9-]{3,20}$/

/** A promotion body's values as the rules read them (the schema's output, or the form's draft). */
export type TPromotionBodyValues = {
  name: string
  kind: string
  amount: number | null
  percent: number | null
  free_product_id: number | null
  minimum_subtotal: number
  channels: readonly string[]
  handoffs: readonly string[]
  starts_at: string
  ends_at: string | null
  code: string | null
  budget_uses: number | null
  budget_cents: number | null
  /** A state ('TX') or a state and city slug ('TX/dallas') as prices by region key them (ADR 062). */
  region: string | null
}

const within = (value: number | null, min: number, max: number) =>
  value !== null && Number.isInteger(value) && value >= min && value <= max

/** The sentence of each field that breaks its rule (empty: the body is right). */
export function promotionBodyProblems(body: TPromotionBodyValues): Record<string, string> {
  const texts = PROMOTION_FIELD_TEXTS
  const problems: Record<string, string> = {}
  const name = body.name.trim()
  if (name.length === 0 || name.length > PROMOTION_LIMITS.nameMax) problems.name = texts.name
  if (body.kind === 'amount' && !within(body.amount, 1, PROMOTION_LIMITS.amountMax))
    problems.amount = texts.amount
  if (body.kind === 'percent' && !within(body.percent, 1, 100)) problems.percent = texts.percent
  if (body.kind === 'free_item' && !within(body.free_product_id, 1, Number.MAX_SAFE_INTEGER))
    problems.free_product_id = texts.freeProduct
  if (!within(body.minimum_subtotal, 0, PROMOTION_LIMITS.minimumMax))
    problems.minimum_subtotal = texts.minimum
  if (body.channels.length === 0) problems.channels = texts.channels
  if (body.handoffs.length === 0) problems.handoffs = texts.handoffs
  if (!LOCAL_DATE_TIME_PATTERN.test(body.starts_at)) problems.starts_at = texts.startsAt
  if (
    body.ends_at !== null &&
    (!LOCAL_DATE_TIME_PATTERN.test(body.ends_at) || body.ends_at <= body.starts_at)
  )
    problems.ends_at = texts.endsAt
  if (body.code !== null && !PROMOTION_CODE_PATTERN.test(body.code)) problems.code = texts.code
  if (body.budget_uses !== null && !within(body.budget_uses, 1, PROMOTION_LIMITS.budgetUsesMax))
    problems.budget_uses = texts.budgetUses
  if (body.budget_cents !== null && !within(body.budget_cents, 1, PROMOTION_LIMITS.budgetCentsMax))
    problems.budget_cents = texts.budgetCents
  if (body.region !== null && !REGION_KEY_PATTERN.test(body.region)) problems.region = texts.region
  return problems
}

/** The promo code's words at checkout, in the API's answers and the checkout's field. */
export const PROMOTION_CODE_TEXTS = /* @__PURE__ */ Object.freeze({
  label: 'Promo code',
  unknown: 'We don’t know that code. Check it and try again.',
  malformed: 'Enter the code as it was given: 3 to 20 letters, digits or dashes.',
})
