import { periodDays, shiftDay } from '@deli/domain'
import { sql } from 'drizzle-orm'
import type { TDatabase } from '../../platform/database.ts'
import {
  basketsDaily,
  clearPeriod,
  itemsDaily,
  kitchenHourly,
  missingFacts,
  mixDaily,
  optionsDaily,
  salesDaily,
  salesHourly,
  type TRebuildPeriod,
} from './rebuild-sql.ts'

/** How many store-local days one rebuild transaction covers unless told. */
export const REBUILD_DAYS_PER_BATCH = 7

/** A batch rebuilt: its days and the rollup rows it wrote. */
export type TRebuiltBatch = { from: string; to: string; salesDays: number; ms: number }

/**
 * Rebuilds every rollup the reports read (ADR 064, the rebuild amendment) for the store-local days
 * `from`…`to`, one store or all, from the orders themselves: per batch of days, in one transaction,
 * the batch's rows are taken out and written again set-based (`rebuild-sql.ts`), so the figures are
 * those the settle path writes and running it again changes nothing. Orders settling meanwhile
 * wait on the batch's rows and add to them once it commits. Kitchen refusals are kept (no order
 * records them). The baskets' rollup is rebuilt for the days already folded (`foldBaskets` folds
 * the others once final).
 */
export async function rebuildReports(
  db: TDatabase,
  period: TRebuildPeriod & { daysPerBatch?: number },
  onBatch: (batch: TRebuiltBatch) => void = () => {},
): Promise<TRebuiltBatch[]> {
  const days = Math.max(1, Math.floor(period.daysPerBatch ?? REBUILD_DAYS_PER_BATCH))
  const batches: TRebuiltBatch[] = []
  for (let from = period.from; from <= period.to; from = shiftDay(from, days)) {
    const length = Math.min(days, periodDays({ from, to: period.to }))
    const batch = { from, to: shiftDay(from, length - 1), storeId: period.storeId ?? null }
    const started = performance.now()
    const salesDays = await db.transaction(async (tx) => {
      for (const statement of clearPeriod(batch)) await tx.execute(statement)
      const written = await tx.execute(salesDaily(batch))
      for (const statement of [salesHourly, itemsDaily, optionsDaily, missingFacts, mixDaily])
        await tx.execute(statement(batch))
      for (const statement of kitchenHourly(batch)) await tx.execute(statement)
      // The baskets' folded days only (a fold waits on the locked marker meanwhile).
      const marker = await tx.execute<{ through: string }>(
        sql`select through::text as through from report_baskets_folded for update`,
      )
      const through = marker.rows[0]?.through
      if (through !== undefined && batch.from <= through)
        for (const statement of basketsDaily(batch, through)) await tx.execute(statement)
      return written.rowCount ?? 0
    })
    const done = { from: batch.from, to: batch.to, salesDays, ms: performance.now() - started }
    batches.push(done)
    onBatch(done)
  }
  return batches
}
