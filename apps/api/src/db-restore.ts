import { parseArgs } from 'node:util'
import { restoreDatabase } from './platform/backup/backup-database.ts'
import { databaseUrlFor } from './platform/backup/database-url.ts'

/**
 * `npm run db:restore -- <dir> [--database <name>]`: a backup into a fresh database (ADR 055):
 * DATABASE_URL's, or on the embedded server `deli` or the named one (created when missing). The
 * database must have no tables; the app started on it afterwards migrates on as usual.
 */
const { values, positionals } = parseArgs({
  options: { database: { type: 'string' } },
  allowPositionals: true,
})
const [dir] = positionals
if (!dir) throw new Error('usage: npm run db:restore -- <backup directory> [--database <name>]')
const database = await databaseUrlFor(values.database)
try {
  const done = await restoreDatabase(database.url, dir)
  console.info(`restored ${dir} (${done.method})`)
} finally {
  await database.stop()
}
