import { PROMOTION_CODE_TEXTS, type TCartDiscount } from '@deli/contracts'
import {
  basketPromotions,
  PROMOTION_TEXTS,
  type TPromotion,
  type TPromotionBasket,
  type TPromotionUsage,
} from '@deli/domain'
import { sql } from 'drizzle-orm'
import type { TQueryable } from '../../platform/database.ts'
import { deadCodeProblem } from './ended-code.ts'
import { livePromotionRows, toPromotionRule } from './live-promotions.ts'
import { promotionUses } from './tables.ts'

/** A basket as its promotion needs it (carts' row, its store, lines, and what rewards took off). */
export type TBasketForPromotion = {
  cart: {
    channel: 'mealtime' | 'catering'
    salesChannel: 'web' | 'app' | 'kiosk'
    handoff: TPromotionBasket['handoff']
    promotionCode: string | null
  }
  /** `state` and `path`: the regions the store is in (a promotion by region, ADR 061/062). */
  store: { id: number; timezone: string; state: string; path: string }
  lines: TPromotionBasket['lines']
  discounted: number
  memberId: string | null
}

const NO_USE: TPromotionUsage = { uses: 0, spentCents: 0, memberUsed: false }
const needsUsage = (promotion: TPromotion) =>
  promotion.oncePerMember || promotion.budgetUses !== null || promotion.budgetCents !== null

/** Uses and money given of each promotion, and whether `memberId` used it: one statement. */
export async function readPromotionUsage(
  db: TQueryable,
  ids: readonly string[],
  memberId: string | null,
): Promise<Map<string, TPromotionUsage>> {
  const usage = new Map<string, TPromotionUsage>()
  if (ids.length === 0) return usage
  const rows = await db.execute<{
    promotion_id: string
    uses: number
    spent: number
    member_used: boolean
  }>(sql`
    select promotion_id, count(*)::int as uses, coalesce(sum(amount), 0)::int as spent,
           coalesce(bool_or(user_id = ${memberId}::uuid), false) as member_used
      from ${promotionUses}
     where promotion_id = any(${`{${ids.join(',')}}`}::uuid[])
     group by promotion_id`)
  for (const row of rows.rows) {
    usage.set(row.promotion_id, { uses: row.uses, spentCents: row.spent, memberUsed: row.member_used })
  }
  return usage
}

/** The basket's sales channel as promotions see it: a catering basket is catering wherever it is. */
export const promotionChannelOf = (cart: TBasketForPromotion['cart']) =>
  cart.channel === 'catering' ? 'catering' : cart.salesChannel

/**
 * The basket's promotion (ADR 061), as discounts of spec §3: the typed code when it applies, else the
 * automatic promotion worth the most — and a typed code that does not apply, worth nothing, with the
 * sentence that says why (validate and submit refuse it until it is fixed or removed, like a reward).
 * Read from the live promotions (no round trip); their usage only when one has a budget or is once
 * per member (one statement).
 */
export async function findBasketPromotion(
  db: TQueryable,
  basket: TBasketForPromotion,
  now: Date,
): Promise<TCartDiscount[]> {
  const rows = await livePromotionRows(db)
  const code = basket.cart.promotionCode
  if (rows.length === 0 && code === null) return []
  const typedRow = code === null ? undefined : rows.find((row) => row.code === code)
  const typed = typedRow ? toPromotionRule(typedRow) : null
  const automatic = rows.filter((row) => row.code === null).map(toPromotionRule)
  const counted = [...automatic, ...(typed ? [typed] : [])]
    .filter(needsUsage)
    .map((promotion) => promotion.id)
  const usage = await readPromotionUsage(db, counted, basket.memberId)
  const promotionBasket: TPromotionBasket = {
    lines: basket.lines,
    discounted: basket.discounted,
    storeId: basket.store.id,
    store: { state: basket.store.state, path: basket.store.path },
    timezone: basket.store.timezone,
    channel: promotionChannelOf(basket.cart),
    handoff: basket.cart.handoff,
    memberId: basket.memberId,
  }
  const answer = basketPromotions(automatic, typed, promotionBasket, (p) => usage.get(p.id) ?? NO_USE, now)
  const discounts: TCartDiscount[] = []
  if (code !== null && !typed) {
    discounts.push({
      id: `code:${code}`,
      source: 'promotion',
      label: `${PROMOTION_CODE_TEXTS.label} ${code}`,
      amount: 0,
      line_id: null,
      removable: true,
      problem: await deadCodeProblem(db, code),
    })
  }
  if (answer.typed && 'problem' in answer.typed.result) {
    discounts.push({
      id: answer.typed.promotion.id,
      source: 'promotion',
      label: PROMOTION_TEXTS.applied(answer.typed.promotion.name),
      amount: 0,
      line_id: null,
      removable: true,
      problem: answer.typed.result.problem,
    })
  }
  if (answer.applied) {
    discounts.push({
      id: answer.applied.promotion.id,
      source: 'promotion',
      label: PROMOTION_TEXTS.applied(answer.applied.promotion.name),
      amount: answer.applied.result.amount,
      line_id: answer.applied.result.lineId,
      removable: answer.applied.promotion.code !== null,
      problem: null,
    })
  }
  return discounts
}
