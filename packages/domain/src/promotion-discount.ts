import type { HANDOFF_MODES, PROMOTION_CHANNELS, PROMOTION_KINDS } from '@deli/contracts/constants'
import { HANDOFF_LABELS } from './handoff.ts'
import { formatMoney } from './money.ts'
import { storeRegionKeys } from './price-rules.ts'
import { formatWantedTime, toWantedTime } from './wall-time.ts'

export type TPromotionChannel = (typeof PROMOTION_CHANNELS)[number]
export type TPromotionKind = (typeof PROMOTION_KINDS)[number]
type THandoff = (typeof HANDOFF_MODES)[number]

/**
 * A promotion as a marketer set it up in the back office (ADR 061). Times are store-local wall
 * times 'YYYY-MM-DDTHH:mm' (an HTML local date-time): a promotion starting Monday 06:00 starts at
 * 06:00 in every store's own zone.
 * Empty `productIds` and `categorySlugs` mean the whole basket; empty `storeIds` and no `region`
 * every store (`promotionAtStore`).
 */
export type TPromotion = {
  id: string
  name: string
  kind: TPromotionKind
  /** Cents off (kind `amount`). */
  amount: number | null
  /** Whole percent off, 1–100 (kind `percent`). */
  percent: number | null
  /** The product one unit of which is free (kind `free_item`), and its name for the guest. */
  freeProductId: number | null
  freeProductName: string | null
  /** The basket's subtotal must be at least this (cents; 0: no minimum). */
  minimumSubtotal: number
  productIds: readonly number[]
  categorySlugs: readonly string[]
  storeIds: readonly number[]
  /**
   * A region of stores as prices by region keep it (ADR 062): a state ('TX') or a state and city
   * slug ('TX/dallas'); null: none. The rule, not its stores: a store opened there later is in it.
   */
  region: string | null
  channels: readonly TPromotionChannel[]
  handoffs: readonly THandoff[]
  startsAt: string
  /** Exclusive; null: until ended. */
  endsAt: string | null
  /** Typed at checkout (upper case), or null: applied by itself. */
  code: string | null
  /** Signed-in members only (a once-per-member promotion is always members-only). */
  membersOnly: boolean
  oncePerMember: boolean
  /** The total budget: a number of uses, and/or money given (cents); null: none. */
  budgetUses: number | null
  budgetCents: number | null
  /** Ended by an admin (from then on it never applies). */
  ended: boolean
}

/** A basket as a promotion sees it. `discounted`: what rewards and offers already took off. */
export type TPromotionBasket = {
  lines: readonly {
    id: number
    productId: number
    categorySlug: string
    unitCost: number
    quantity: number
  }[]
  discounted: number
  storeId: number
  /** The store's state and path (`TX/dallas/…`): the regions it is in. */
  store: { state: string; path: string }
  timezone: string
  channel: TPromotionChannel
  handoff: THandoff
  /** The signed-in member, or null for a guest. */
  memberId: string | null
}

/** How much of a promotion is taken (held and used orders): all uses, money given, and by this member. */
export type TPromotionUsage = { uses: number; spentCents: number; memberUsed: boolean }

export type TPromotionResult = { amount: number; lineId: number | null } | { problem: string }

/** What guests read about a promotion that does not apply (ADR 048: the texts live here once). */
export const PROMOTION_TEXTS = /* @__PURE__ */ Object.freeze({
  notStarted: (name: string, startsAt: string) =>
    `${name} starts ${formatWantedTime(`${startsAt.slice(0, 10).replaceAll('-', '')} ${startsAt.slice(11)}`)}.`,
  ended: (name: string) => `${name} has ended.`,
  store: (name: string) => `${name} is not offered at this store.`,
  channel: (name: string) => `${name} is not offered for this kind of order.`,
  handoff: (name: string, handoff: THandoff) =>
    `${name} is not offered for ${HANDOFF_LABELS[handoff].toLowerCase()}.`,
  signIn: (name: string) => `Sign in to use ${name}.`,
  used: (name: string) => `You have already used ${name}.`,
  exhausted: (name: string) => `${name} has run out.`,
  minimum: (name: string, minimum: number) => `${name} needs an order of ${formatMoney(minimum)} or more.`,
  items: (name: string) => `${name} needs one of its items in your bag.`,
  freeItem: (name: string, product: string) => `${name} needs ${product} in your bag.`,
  nothingLeft: (name: string) => `${name} has nothing left to take off this order.`,
  applied: (name: string) => `Promotion: ${name}`,
})

/** An instant as the store's local date-time 'YYYY-MM-DDTHH:mm' (sorts as text). */
export function localDateTime(instant: Date, timezone: string): string {
  const wanted = toWantedTime(instant, timezone)
  return `${wanted.slice(0, 4)}-${wanted.slice(4, 6)}-${wanted.slice(6, 8)}T${wanted.slice(9)}`
}

/**
 * Whether a promotion is offered at a store (ADR 061, regions: ADR 062's keys): every store when it
 * names no store and no region; else a store it names or any store in its region, its state's or
 * its city's — including a store opened there after the promotion was set up.
 */
export function promotionAtStore(
  promotion: Pick<TPromotion, 'storeIds' | 'region'>,
  store: { id: number; state: string; path: string },
): boolean {
  if (promotion.storeIds.length === 0 && promotion.region === null) return true
  if (promotion.storeIds.includes(store.id)) return true
  return promotion.region !== null && storeRegionKeys(store).includes(promotion.region)
}

/** Whether the promotion may apply to this basket at all: time, store, channel, handoff, who, budget. */
function eligibility(
  promotion: TPromotion,
  basket: TPromotionBasket,
  usage: TPromotionUsage,
  now: Date,
): string | null {
  const { name } = promotion
  const localNow = localDateTime(now, basket.timezone)
  if (promotion.ended || (promotion.endsAt !== null && localNow >= promotion.endsAt))
    return PROMOTION_TEXTS.ended(name)
  if (localNow < promotion.startsAt) return PROMOTION_TEXTS.notStarted(name, promotion.startsAt)
  if (!promotionAtStore(promotion, { id: basket.storeId, ...basket.store }))
    return PROMOTION_TEXTS.store(name)
  if (!promotion.channels.includes(basket.channel)) return PROMOTION_TEXTS.channel(name)
  if (!promotion.handoffs.includes(basket.handoff)) return PROMOTION_TEXTS.handoff(name, basket.handoff)
  if ((promotion.membersOnly || promotion.oncePerMember) && basket.memberId === null)
    return PROMOTION_TEXTS.signIn(name)
  if (promotion.oncePerMember && usage.memberUsed) return PROMOTION_TEXTS.used(name)
  if (promotion.budgetUses !== null && usage.uses >= promotion.budgetUses)
    return PROMOTION_TEXTS.exhausted(name)
  if (promotion.budgetCents !== null && usage.spentCents >= promotion.budgetCents)
    return PROMOTION_TEXTS.exhausted(name)
  return null
}

const isScoped = (promotion: TPromotion) =>
  promotion.productIds.length > 0 || promotion.categorySlugs.length > 0

/**
 * Does this promotion apply to this basket, and what is it worth (ADR 061)? Pure. The amount is in
 * whole cents: a percent rounds half up on the eligible lines' subtotal; an amount off is at most the
 * eligible subtotal; a free item is one unit of its product (the dearest such line). The minimum is on
 * the whole basket's subtotal (at the minimum it applies). Never more than what rewards and offers
 * left, and never more than what is left of a money budget.
 */
export function promotionDiscount(
  promotion: TPromotion,
  basket: TPromotionBasket,
  usage: TPromotionUsage,
  now: Date,
): TPromotionResult {
  const problem = eligibility(promotion, basket, usage, now)
  if (problem) return { problem }
  const { name } = promotion
  const subtotal = basket.lines.reduce((total, line) => total + line.unitCost * line.quantity, 0)
  if (subtotal < promotion.minimumSubtotal)
    return { problem: PROMOTION_TEXTS.minimum(name, promotion.minimumSubtotal) }
  const eligible = isScoped(promotion)
    ? basket.lines.filter(
        (line) =>
          promotion.productIds.includes(line.productId) ||
          promotion.categorySlugs.includes(line.categorySlug),
      )
    : basket.lines
  const eligibleSubtotal = eligible.reduce((total, line) => total + line.unitCost * line.quantity, 0)
  let worth: number
  let lineId: number | null = null
  if (promotion.kind === 'free_item') {
    const line = basket.lines
      .filter((candidate) => candidate.productId === promotion.freeProductId && candidate.quantity > 0)
      .reduce<TPromotionBasket['lines'][number] | null>(
        (best, candidate) => (!best || candidate.unitCost > best.unitCost ? candidate : best),
        null,
      )
    if (!line) return { problem: PROMOTION_TEXTS.freeItem(name, promotion.freeProductName ?? 'its item') }
    worth = line.unitCost
    lineId = line.id
  } else {
    if (eligibleSubtotal <= 0) return { problem: PROMOTION_TEXTS.items(name) }
    worth =
      promotion.kind === 'percent'
        ? Math.round((eligibleSubtotal * (promotion.percent ?? 0)) / 100)
        : Math.min(promotion.amount ?? 0, eligibleSubtotal)
  }
  const budgetLeft =
    promotion.budgetCents === null ? Number.POSITIVE_INFINITY : promotion.budgetCents - usage.spentCents
  const amount = Math.min(worth, subtotal - basket.discounted, budgetLeft)
  if (amount <= 0) return { problem: PROMOTION_TEXTS.nothingLeft(name) }
  return { amount, lineId }
}

export type TBasketPromotion = {
  promotion: TPromotion
  result: TPromotionResult
}

/**
 * The one promotion a basket gets (ADR 061): the code typed at checkout when it applies; else the
 * automatic promotion worth the most (ties: the first given). A typed code that does not apply is
 * answered with its problem (worth nothing) and the best automatic promotion still applies.
 */
export function basketPromotions(
  automatic: readonly TPromotion[],
  typed: TPromotion | null,
  basket: TPromotionBasket,
  usageOf: (promotion: TPromotion) => TPromotionUsage,
  now: Date,
): {
  applied: (TBasketPromotion & { result: { amount: number; lineId: number | null } }) | null
  typed: TBasketPromotion | null
} {
  const typedResult = typed
    ? { promotion: typed, result: promotionDiscount(typed, basket, usageOf(typed), now) }
    : null
  if (typedResult && 'amount' in typedResult.result)
    return { applied: { promotion: typedResult.promotion, result: typedResult.result }, typed: typedResult }
  let best: { promotion: TPromotion; result: { amount: number; lineId: number | null } } | null = null
  for (const promotion of automatic) {
    if (promotion.code !== null) continue
    const result = promotionDiscount(promotion, basket, usageOf(promotion), now)
    if ('amount' in result && (!best || result.amount > best.result.amount)) best = { promotion, result }
  }
  return { applied: best, typed: typedResult }
}
