import type { TGuestsReport } from '@deli/contracts'
import { CHAIN_TIME_ZONE, periodBuckets } from '@deli/domain'
import type { TQueryable } from '../../platform/database.ts'
import { readBaskets } from './baskets-repository.ts'
import { readMix, readMixDays, readSignUps } from './mix-repository.ts'
import { readScopeHead, type TReportScope } from './repository.ts'

/**
 * The guests report (ADR 064's amendment), per store-local day: orders of new members (their first
 * order ever) and of returning ones, kiosk orders, the points the day's orders earn and redeem, and
 * each offer or reward used (by its discount label) over the period — cancellations taken out. A
 * member belongs to no store, so sign-ups (members created per day, in the chain's zone) are given
 * for the chain only. Baskets opened per day and where the unordered ones stopped are read from
 * `report_baskets_daily` for the days folded, and counted from the baskets for the few days after.
 */
export async function getGuestsReport(
  db: TQueryable,
  scope: TReportScope,
  query: { from: string; to: string; store_id?: number; region?: string },
): Promise<TGuestsReport> {
  const chain = scope.storeIds === null && scope.region === null
  const [days, mix, signUps, baskets, head] = await Promise.all([
    readMixDays(db, scope, query.from, query.to),
    readMix(db, scope, query.from, query.to),
    chain ? readSignUps(db, CHAIN_TIME_ZONE, query.from, query.to) : Promise.resolve(null),
    readBaskets(db, scope, query.from, query.to),
    readScopeHead(db, scope, query),
  ])
  const of = (day: string, dimension: string, value: string) =>
    days.find((row) => row.day === day && row.dimension === dimension && row.value === value)
  return {
    period: { from: query.from, to: query.to },
    scope: head,
    days: periodBuckets(query, 'day').map((day) => {
      const basket = baskets.find((row) => row.day === day)
      return {
        day,
        newMembers: of(day, 'guest', 'new')?.orders ?? 0,
        returningMembers: of(day, 'guest', 'returning')?.orders ?? 0,
        kioskOrders: of(day, 'guest', 'kiosk')?.orders ?? 0,
        signUps: signUps === null ? null : (signUps.find((row) => row.day === day)?.count ?? 0),
        pointsEarned: of(day, 'rewards', 'earned')?.points ?? 0,
        pointsRedeemed: of(day, 'rewards', 'redeemed')?.points ?? 0,
        baskets: basket?.created ?? 0,
        basketsOrdered: basket?.ordered ?? 0,
        basketsOpen: basket?.open ?? 0,
        abandonedEmpty: basket?.empty ?? 0,
        abandonedWithLines: basket?.withLines ?? 0,
        abandonedAtCheckout: basket?.atCheckout ?? 0,
      }
    }),
    offers: mix
      .filter((row) => row.dimension === 'offer' && row.orders > 0)
      .map((row) => ({ label: row.value, orders: row.orders, discounts: row.discount }))
      .sort((a, b) => b.orders - a.orders || a.label.localeCompare(b.label)),
  }
}
