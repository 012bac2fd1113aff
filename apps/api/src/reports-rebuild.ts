import { parseArgs } from 'node:util'
import { ZDayQuerySchema } from '@deli/contracts'
import { rebuildReports } from './modules/reports/index.ts'
import { databaseUrlFor } from './platform/backup/database-url.ts'
import { createDatabase } from './platform/database.ts'

/**
 * `npm run reports:rebuild -- --from 2026-01-01 --to 2026-11-27 [--store 12] [--days-per-batch 7]`:
 * the reports' rollups of those store-local days (one store, or every store) rebuilt from the orders
 * (ADR 064's rebuild amendment), on DATABASE_URL (else the embedded server), one transaction per
 * batch of days. Safe while the API runs and safe to run again.
 */
const { values } = parseArgs({
  options: {
    from: { type: 'string' },
    to: { type: 'string' },
    store: { type: 'string' },
    'days-per-batch': { type: 'string' },
  },
})
const from = values.from ?? ''
const to = values.to ?? ''
const isDay = (day: string) => ZDayQuerySchema.safeParse(day).success
if (!isDay(from) || !isDay(to) || from > to)
  throw new Error('--from and --to are store-local days (YYYY-MM-DD), --from not after --to')
const storeId = values.store === undefined ? null : Number(values.store)
if (storeId !== null && !(Number.isInteger(storeId) && storeId > 0))
  throw new Error('--store is a store number')
const daysPerBatch = values['days-per-batch'] === undefined ? undefined : Number(values['days-per-batch'])
if (daysPerBatch !== undefined && !(Number.isInteger(daysPerBatch) && daysPerBatch > 0))
  throw new Error('--days-per-batch is a whole number of days, at least 1')

const database = await databaseUrlFor()
// A batch may rightly run longer than a request's statement timeout (ADR 043).
const db = createDatabase(database.url, { max: 1, timeouts: false })
try {
  const batches = await rebuildReports(db, { from, to, storeId, daysPerBatch }, (batch) =>
    console.info(
      `${batch.from}…${batch.to}: ${batch.salesDays} store-days of sales in ${batch.ms.toFixed(0)} ms`,
    ),
  )
  const storeDays = batches.reduce((sum, batch) => sum + batch.salesDays, 0)
  console.info(
    `rebuilt the reports of ${from}…${to}${storeId ? ` at store ${storeId}` : ''}: ${storeDays} store-days of sales`,
  )
} finally {
  await db.$client.end()
  await database.stop()
}
