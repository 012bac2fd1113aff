import { parseArgs } from 'node:util'
import { backupDatabase, type TBackupMethod } from './platform/backup/backup-database.ts'
import { databaseUrlFor } from './platform/backup/database-url.ts'

/**
 * `npm run db:backup [-- --out <dir>] [--method pg_dump|logical]`: the app's database (DATABASE_URL,
 * else the embedded server, started if it is not running) into a new directory (ADR 055).
 */
const { values } = parseArgs({
  options: { out: { type: 'string' }, method: { type: 'string' } },
})
if (values.method && values.method !== 'pg_dump' && values.method !== 'logical')
  throw new Error('--method is pg_dump or logical')
const dir = values.out ?? `backups/deli-${new Date().toISOString().replaceAll(':', '-').slice(0, 19)}`
const database = await databaseUrlFor()
try {
  const done = await backupDatabase(database.url, dir, values.method as TBackupMethod | undefined)
  console.info(`backed up (${done.method}) into ${dir}`)
  if (done.unfinishedJobs > 0)
    console.warn(
      `${done.unfinishedJobs} jobs were unfinished: the logical backup keeps data, not jobs in flight (take it quiet, or use pg_dump or PITR; ADR 055)`,
    )
} finally {
  await database.stop()
}
