import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'
import { seedDemoChain } from '../src/flows/seed-demo-chain.ts'
import { seedDemoStaff } from '../src/modules/operations/seed-demo-staff.ts'
import { createDatabase } from '../src/platform/database.ts'
import { startEmbeddedPostgres } from '../src/platform/embedded-postgres.ts'
import { migrateDatabase } from '../src/platform/migrate.ts'
import { freePort } from './free-port.ts'

export const TEMPLATE_DATABASE = 'deli_template'

declare module 'vitest' {
  export interface ProvidedContext {
    postgresAdminUrl: string
  }
}

/** One real PostgreSQL per test run; a migrated, seeded template that every test file clones. */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'deli-test-pg-'))
  const server = await startEmbeddedPostgres({ dir, port: await freePort() })
  const admin = createDatabase(server.url('postgres'), { max: 1 })
  await admin.$client.query(`create database ${TEMPLATE_DATABASE}`)
  await admin.$client.end()
  // Migrating and seeding, like the app's own start, without the request timeouts (ADR 043).
  const template = createDatabase(server.url(TEMPLATE_DATABASE), { max: 1, timeouts: false })
  await migrateDatabase(template)
  await seedDemoChain(template)
  await seedDemoStaff(template)
  await template.$client.end()
  project.provide('postgresAdminUrl', server.url('postgres'))
  return async () => {
    await server.stop()
    rmSync(dir, { recursive: true, force: true })
  }
}
