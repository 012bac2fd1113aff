import type { FastifyBaseLogger } from 'fastify'
import { seedDemoStaff } from '../modules/operations/index.ts'
import type { TDatabase } from '../platform/database.ts'
import { seedDemoChain } from './seed-demo-chain.ts'

/**
 * The demo data (SEED_DEMO): the chain's stores and menus, then its staff accounts, each once and
 * each through its module's operations (ADR 050). `startDatabase` runs it under the schema lock.
 */
export async function seedDemo(db: TDatabase, log: Pick<FastifyBaseLogger, 'info'>): Promise<void> {
  if (await seedDemoChain(db)) log.info('demo chain seeded')
  if (await seedDemoStaff(db)) log.info('demo staff accounts seeded')
}
