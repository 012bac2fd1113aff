import type { TPromotion, TPromotionBody } from '@deli/contracts'
import { HANDOFF_MODES, PROMOTION_CHANNELS } from '@deli/contracts/constants'
import { promotionBodyProblems } from '@deli/contracts/promotion-rules'

/** The form's state: what the marketer typed, as text where it is typed (money in dollars). */
export type TPromotionDraft = {
  name: string
  kind: TPromotionBody['kind']
  amount: string
  percent: string
  freeProductId: string
  minimum: string
  productIds: number[]
  categorySlugs: string[]
  storeIds: number[]
  /** ADR 062's region key ('TX', 'TX/dallas'); '' for none. */
  region: string
  channels: TPromotionBody['channels']
  handoffs: TPromotionBody['handoffs']
  startsAt: string
  endsAt: string
  code: string
  membersOnly: boolean
  oncePerMember: boolean
  budgetUses: string
  budgetMoney: string
}

const dollars = (cents: number | null) => (cents === null ? '' : (cents / 100).toFixed(2))

/**
 * A new promotion: $ off everything, everywhere, automatic, from the start of today (the admin's
 * date, at 00:00 in each store's zone: a start at the admin's 'now' would not have begun yet in a
 * store whose clock is behind).
 */
export function newDraft(now: Date): TPromotionDraft {
  const today = new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10)
  const local = `${today}T00:00`
  return {
    name: '',
    kind: 'amount',
    amount: '',
    percent: '',
    freeProductId: '',
    minimum: '',
    productIds: [],
    categorySlugs: [],
    storeIds: [],
    region: '',
    channels: [...PROMOTION_CHANNELS],
    handoffs: [...HANDOFF_MODES],
    startsAt: local,
    endsAt: '',
    code: '',
    membersOnly: false,
    oncePerMember: false,
    budgetUses: '',
    budgetMoney: '',
  }
}

export function draftOf(promotion: TPromotion): TPromotionDraft {
  return {
    name: promotion.name,
    kind: promotion.kind,
    amount: dollars(promotion.amount),
    percent: promotion.percent === null ? '' : String(promotion.percent),
    freeProductId: promotion.free_product_id === null ? '' : String(promotion.free_product_id),
    minimum: promotion.minimum_subtotal === 0 ? '' : dollars(promotion.minimum_subtotal),
    productIds: promotion.product_ids,
    categorySlugs: promotion.category_slugs,
    storeIds: promotion.store_ids,
    region: promotion.region ?? '',
    channels: promotion.channels,
    handoffs: promotion.handoffs,
    startsAt: promotion.starts_at,
    endsAt: promotion.ends_at ?? '',
    code: promotion.code ?? '',
    membersOnly: promotion.members_only,
    oncePerMember: promotion.once_per_member,
    budgetUses: promotion.budget_uses === null ? '' : String(promotion.budget_uses),
    budgetMoney: dollars(promotion.budget_cents),
  }
}

/** '2', '2.5', '$2.50' → 250 cents; empty → null; anything else → NaN (the schema's sentence). */
export function centsOf(text: string): number | null {
  const trimmed = text.trim().replace(/^\$/, '')
  if (trimmed === '') return null
  if (!/^\d+(\.\d{1,2})?$/.test(trimmed)) return Number.NaN
  return Math.round(Number(trimmed) * 100)
}

const wholeOf = (text: string) => {
  const trimmed = text.trim()
  if (trimmed === '') return null
  return /^\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN
}

/**
 * The draft as the API's body, checked by the rules the API's schema applies (ADR 061,
 * `promotionBodyProblems`): the body, or the sentence of each field that is wrong (keyed by the body's
 * field names). A number typed wrong is NaN, which its rule refuses.
 */
export function bodyOf(
  draft: TPromotionDraft,
): { body: TPromotionBody; errors: null } | { body: null; errors: Record<string, string> } {
  const code = draft.code.trim().toUpperCase()
  const body: TPromotionBody = {
    name: draft.name.trim(),
    kind: draft.kind,
    amount: draft.kind === 'amount' ? centsOf(draft.amount) : null,
    percent: draft.kind === 'percent' ? wholeOf(draft.percent) : null,
    free_product_id: draft.kind === 'free_item' ? wholeOf(draft.freeProductId) : null,
    minimum_subtotal: centsOf(draft.minimum) ?? 0,
    product_ids: draft.productIds,
    category_slugs: draft.categorySlugs,
    store_ids: draft.storeIds,
    region: draft.region === '' ? null : draft.region,
    channels: draft.channels,
    handoffs: draft.handoffs,
    starts_at: draft.startsAt,
    ends_at: draft.endsAt === '' ? null : draft.endsAt,
    code: code === '' ? null : code,
    members_only: draft.membersOnly,
    once_per_member: draft.oncePerMember,
    budget_uses: wholeOf(draft.budgetUses),
    budget_cents: centsOf(draft.budgetMoney),
  }
  const errors = promotionBodyProblems(body)
  return Object.keys(errors).length === 0 ? { body, errors: null } : { body: null, errors }
}
