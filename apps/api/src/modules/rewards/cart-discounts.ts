import type { TCartDiscount } from '@deli/contracts'
import {
  basketDiscounts,
  CHAIN,
  discountProblem,
  findReward,
  lineKind,
  memberOffers,
  offerRule,
  rewardRule,
  rewardShortOfPoints,
  type TDiscountRule,
} from '@deli/domain'
import type { TQueryable } from '../../platform/database.ts'
import { findBasketPromotion, type TBasketForPromotion } from '../promotions/index.ts'
import { findSessionUserId } from '../sessions/index.ts'
import { findMemberRewards, type TMemberRewards } from './member-rewards-repository.ts'
import { findHeldPoints } from './repository.ts'

/** A basket line as the discounts need it: id, unit price, quantity, name and menu category. */
export type TDiscountableLine = {
  id: number
  productId: number
  unitCost: number
  quantity: number
  name: string
  categorySlug: string
}

/**
 * The discounts of a basket (spec §3 discounts[]): a member's reward and offers
 * (`memberDiscounts`), then the back office's promotion on what they left (ADR 061) — a guest's basket
 * gets promotions too. A group order's baskets have none.
 */
export async function findCartDiscounts(
  db: TQueryable,
  cart: { id: string; sessionId: string; groupOrderId: string | null } & TBasketForPromotion['cart'],
  store: TBasketForPromotion['store'],
  lines: readonly TDiscountableLine[],
  now: Date,
  known: { userId?: string | null; rewards?: TMemberRewards } = {},
): Promise<TCartDiscount[]> {
  if (cart.groupOrderId) return []
  const userId =
    known.rewards?.member.id ??
    (known.userId === undefined ? await findSessionUserId(db, cart.sessionId) : known.userId)
  const members = userId ? await memberDiscounts(db, cart, userId, lines, now, known.rewards) : []
  const discounted = members.reduce((total, discount) => total + discount.amount, 0)
  const promotion = await findBasketPromotion(
    db,
    { cart, store, lines, discounted, memberId: userId ?? null },
    now,
  )
  return [...members, ...promotion]
}

/**
 * A member's discounts: the reward redeemed onto the basket first, then every offer the member has
 * and has not used, each applied by the domain's rules to the lines. A redeemed reward that does not apply now —
 * its item is gone, or the member's available points no longer cover it — stays on the basket with
 * amount 0 and the sentence that says why (validate and submit refuse it until fixed or removed).
 * `known`: the member's whole rewards state when already read (with the member's lock at submission).
 */
async function memberDiscounts(
  db: TQueryable,
  cart: { id: string },
  userId: string,
  lines: readonly TDiscountableLine[],
  now: Date,
  known: TMemberRewards | undefined,
): Promise<TCartDiscount[]> {
  // The member, the basket's redemption and the offers taken: one statement (or already read).
  const state = known ?? (await findMemberRewards(db, userId, cart.id))
  if (!state) return []
  const { member, redemption } = state
  const isOwn = redemption?.status === 'applied' && redemption.userId === member.id
  const reward = isOwn && redemption ? findReward(redemption.rewardId) : undefined
  const offers = memberOffers(member, now, { chainName: CHAIN.name, used: state.usedOfferIds })
  const rules: TDiscountRule[] = [...(reward ? [rewardRule(reward)] : []), ...offers.map(offerRule)]
  if (rules.length === 0) return []
  const { applied, unmet } = basketDiscounts(
    lines.map((line) => ({ ...line, kind: lineKind(line) })),
    rules,
  )
  const discounts: TCartDiscount[] = []
  if (reward && redemption) {
    const available = member.points - (await findHeldPoints(db, member.id, cart.id))
    const rule = rules[0] as TDiscountRule
    const onBasket = applied.find((discount) => discount.source === 'reward')
    const problem =
      available < reward.points
        ? rewardShortOfPoints(reward, available)
        : unmet.includes(rule)
          ? discountProblem(rule)
          : null
    discounts.push({
      id: reward.id,
      source: 'reward',
      label: rule.label,
      amount: problem ? 0 : (onBasket?.amount ?? 0),
      line_id: problem ? null : (onBasket?.lineId ?? null),
      removable: true,
      problem,
    })
  }
  for (const discount of applied) {
    if (discount.source !== 'offer') continue
    discounts.push({
      id: discount.id,
      source: 'offer',
      label: discount.label,
      amount: discount.amount,
      line_id: discount.lineId,
      removable: false,
      problem: null,
    })
  }
  return discounts
}
