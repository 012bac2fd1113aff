import { sql } from 'drizzle-orm'
import pino from 'pino'
import { seedDemo } from './flows/seed-demo.ts'
import { loadConfig } from './platform/config.ts'
import { loggerOptions } from './platform/logger.ts'
import { startDatabase } from './platform/start-database.ts'

/** `npm run db:reset`: drops every table of the app and migrates and seeds again. */
const config = loadConfig()
const log = pino(loggerOptions(config))
const first = await startDatabase({ ...config, SEED_DEMO: false }, log)
await first.db.execute(
  sql`drop schema public cascade; create schema public; drop schema if exists drizzle cascade`,
)
await first.db.$client.end()
const second = await startDatabase(config, log, seedDemo)
log.info('database reset: migrated and seeded')
await second.stop()
