import type { TKitchenReport } from '@deli/contracts'
import { kitchenFigures, NO_KITCHEN, REPORT_WEEKDAYS, reportHours, SLOT_MINUTES } from '@deli/domain'
import type { TQueryable } from '../../platform/database.ts'
import { readKitchen } from './kitchen-repository.ts'
import { readScopeHead, type TReportScope } from './repository.ts'

/**
 * The kitchen and capacity report (ADR 064): slot fill, refusals for full slots, submission to ready
 * and late orders by the store-local hour and weekday orders were promised for, every hour and
 * weekday listed (zeros included), read from the kitchen rollup.
 */
export async function getKitchenReport(
  db: TQueryable,
  scope: TReportScope,
  query: { from: string; to: string; store_id?: number; region?: string },
  defaultCapacity: number,
): Promise<TKitchenReport> {
  const capacity = { slotsPerHour: 60 / SLOT_MINUTES, defaultCapacity }
  const [sums, head] = await Promise.all([
    readKitchen(db, scope, query, capacity),
    readScopeHead(db, scope, query),
  ])
  const hourOf = (hour: number) => sums.find((row) => row.hour === hour && row.weekday === null)
  const dayOf = (weekday: number) => sums.find((row) => row.weekday === weekday && row.hour === null)
  const total = sums.find((row) => row.hour === null && row.weekday === null)
  return {
    period: { from: query.from, to: query.to },
    scope: head,
    byHour: reportHours().map((bucket, hour) => kitchenFigures(bucket, hourOf(hour) ?? NO_KITCHEN)),
    byWeekday: REPORT_WEEKDAYS.map((bucket, index) => kitchenFigures(bucket, dayOf(index + 1) ?? NO_KITCHEN)),
    total: kitchenFigures('total', total ?? NO_KITCHEN),
  }
}
