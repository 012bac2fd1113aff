import { REPORT_MIX_DIMENSIONS, REPORT_MIX_VALUES, type TOrderMixReport } from '@deli/contracts'
import type { TQueryable } from '../../platform/database.ts'
import { readMix } from './mix-repository.ts'
import { readScopeHead, type TReportScope } from './repository.ts'

/**
 * The order mix report (ADR 064's amendment): kept orders and net sales by menu channel (catering or
 * mealtime), by timing (ASAP or ahead) and by group (none, host pays, split, with the groups hosted
 * and their participants), every value listed (zeros included), from the mix rollup.
 */
export async function getOrderMixReport(
  db: TQueryable,
  scope: TReportScope,
  query: { from: string; to: string; store_id?: number; region?: string },
): Promise<TOrderMixReport> {
  const [sums, head] = await Promise.all([
    readMix(db, scope, query.from, query.to),
    readScopeHead(db, scope, query),
  ])
  return {
    period: { from: query.from, to: query.to },
    scope: head,
    rows: REPORT_MIX_DIMENSIONS.flatMap((dimension) =>
      REPORT_MIX_VALUES[dimension].map((value) => {
        const row = sums.find((sum) => sum.dimension === dimension && sum.value === value)
        return {
          dimension,
          value,
          orders: row?.orders ?? 0,
          netSales: row?.net ?? 0,
          groups: row?.groups ?? 0,
          participants: row?.participants ?? 0,
        }
      }),
    ),
  }
}
