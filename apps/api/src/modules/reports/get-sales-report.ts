import type { TReportBucket, TSalesReport } from '@deli/contracts'
import {
  addSums,
  bucketOf,
  hourBucket,
  NO_SALES,
  periodBuckets,
  previousPeriod,
  salesFigures,
  type TSalesSums,
} from '@deli/domain'
import type { TQueryable } from '../../platform/database.ts'
import { readDailySales, readHourlySales, readScopeHead, type TReportScope } from './repository.ts'

type TPeriod = { from: string; to: string }

/** The sums of one period by bucket, from the rollups' per-day (or per-hour) rows. */
async function bucketSums(db: TQueryable, scope: TReportScope, period: TPeriod, by: TReportBucket) {
  const sums = new Map<string, TSalesSums>()
  const rows =
    by === 'hour'
      ? (await readHourlySales(db, scope, period.from, period.to)).map((row) => ({
          ...row,
          bucket: hourBucket(row.hour),
        }))
      : (await readDailySales(db, scope, period.from, period.to)).map((row) => ({
          ...row,
          bucket: bucketOf(row.day, by),
        }))
  for (const row of rows) sums.set(row.bucket, addSums(sums.get(row.bucket) ?? NO_SALES, row))
  return sums
}

const total = (sums: Map<string, TSalesSums>) => [...sums.values()].reduce(addSums, NO_SALES)

/**
 * A sales report (ADR 064): the period's figures by bucket, each beside the bucket at the same place
 * in the previous period (domain `previousPeriod`: whole months beside months, else as many days),
 * and both periods' totals. Reads the daily rollup (day, week, month: at most stores × days rows per
 * period) or the hourly one (hour of day).
 */
export async function getSalesReport(
  db: TQueryable,
  scope: TReportScope,
  query: TPeriod & { by: TReportBucket; store_id?: number; region?: string },
): Promise<TSalesReport> {
  const period = { from: query.from, to: query.to }
  const before = previousPeriod(period)
  const [current, previous, head] = await Promise.all([
    bucketSums(db, scope, period, query.by),
    bucketSums(db, scope, before, query.by),
    readScopeHead(db, scope, query),
  ])
  const previousBuckets = periodBuckets(before, query.by)
  return {
    by: query.by,
    period,
    previousPeriod: before,
    scope: head,
    rows: periodBuckets(period, query.by).map((bucket, index) => {
      const previousBucket = previousBuckets[index] ?? null
      return {
        bucket,
        current: salesFigures(current.get(bucket) ?? NO_SALES),
        previousBucket,
        previous: salesFigures((previousBucket && previous.get(previousBucket)) || NO_SALES),
      }
    }),
    total: salesFigures(total(current)),
    previousTotal: salesFigures(total(previous)),
  }
}
