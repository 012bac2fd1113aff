import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import pino from 'pino'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { buildApp } from '../src/app.ts'
import { backupDatabase, restoreDatabase } from '../src/platform/backup/backup-database.ts'
import { majorOf, toolFits, toolVersion } from '../src/platform/backup/pg-tools.ts'
import { readManifest } from '../src/platform/backup/restore-snapshot.ts'
import { createDatabase } from '../src/platform/database.ts'
import { startDatabase } from '../src/platform/start-database.ts'
import { build, callerOf, type TTestApp } from './helper.ts'
import { getOrder, orderStore, placeOrder, signInMember, type TMember } from './order-helpers.ts'

/**
 * ADR 055: a backup of a database with orders, members and menus, restored into a fresh database,
 * and the app started on that one (migrating on from the backup's level as at any start) answers
 * the same orders, members and menus. On this machine the server (18) is newer than Debian's
 * pg_dump (15), so this is the app's logical snapshot; the choice between the two is tested too.
 */

let t: TTestApp
let restored: TTestApp & { stop: () => Promise<void> }
let member: TMember
let orderIds: string[]
const dir = mkdtempSync(join(tmpdir(), 'deli-backup-'))
const freshName = `restored_${Date.now()}`
const admin = createDatabase(inject('postgresAdminUrl'), { max: 1 })

beforeAll(async () => {
  t = await build()
  member = await signInMember(t)
  orderIds = [await placeOrder(t, member), await placeOrder(t, member, { isPaid: false })]
}, 60_000)
// At the top level: an afterAll registered inside beforeAll never runs (vitest 5).
afterAll(async () => {
  await restored?.app.close()
  await restored?.stop()
  await admin.$client.query(`drop database if exists ${freshName} with (force)`)
  await admin.$client.end()
  rmSync(dir, { recursive: true, force: true })
})

const tableCounts = async (db: TTestApp['db']) => {
  const { rows } = await db.$client.query<{ name: string }>(
    `select tablename as name from pg_tables where schemaname = 'public' order by 1`,
  )
  const counts: Record<string, number> = {}
  for (const { name } of rows)
    counts[name] = Number((await db.$client.query(`select count(*) from "${name}"`)).rows[0].count)
  return counts
}

async function startOn(url: string) {
  const config = { ...t.config, DATABASE_URL: url, SEED_DEMO: false }
  // The app's own start: migrations (on from the backup's level) under the schema lock, then the app.
  const database = await startDatabase(config, pino({ level: 'silent' }))
  const app: FastifyInstance = await buildApp({ config, db: database.db, web: false, logger: false })
  await app.ready()
  return { app, db: database.db, config, call: callerOf(app), stop: database.stop }
}

describe('npm run db:backup and db:restore', () => {
  it('restores into a fresh database; the app started on it has the same orders, members and menus', {
    timeout: 120_000,
  }, async () => {
    const backup = await backupDatabase(String(t.config.DATABASE_URL), dir, 'logical')
    expect(backup.method).toBe('logical')
    const manifest = readManifest(dir)
    expect(manifest.migrationLevel).toBeGreaterThan(0)
    expect(manifest.tables.find((table) => table.name === 'orders')?.rows).toBeGreaterThanOrEqual(2)

    await admin.$client.query(`create database ${freshName}`)
    const target = new URL(inject('postgresAdminUrl'))
    target.pathname = `/${freshName}`
    expect((await restoreDatabase(target.toString(), dir)).method).toBe('logical')
    restored = await startOn(target.toString())

    expect(await tableCounts(restored.db)).toEqual(await tableCounts(t.db))
    // The member's session is data too: the same member reads the same orders on the restored app.
    for (const orderId of orderIds)
      expect(await getOrder(restored, member, orderId)).toEqual(await getOrder(t, member, orderId))
    const history = async (app: TTestApp) =>
      (await app.call({ method: 'GET', url: '/api/v1/members/orders', headers: member.headers })).json
    expect(await history(restored)).toEqual(await history(t))
    const menu = async (app: TTestApp) =>
      (await app.call({ method: 'GET', url: `/api/v1/menus/${orderStore().menu_id}` })).json
    expect((await menu(restored)).status).toBe('ok')
    expect(await menu(restored)).toEqual(await menu(t))
    const stores = async (app: TTestApp) => (await app.call({ method: 'GET', url: '/api/v1/stores' })).json
    expect(await stores(restored)).toEqual(await stores(t))
    // Sequences go on where they were: the next order number is the one the original would give.
    const sequences = `select sequencename, last_value from pg_sequences where schemaname = 'public' order by 1`
    expect((await restored.db.$client.query(sequences)).rows).toEqual(
      (await t.db.$client.query(sequences)).rows,
    )
  })

  it('refuses to restore over a database that has tables', async () => {
    await expect(restoreDatabase(String(t.config.DATABASE_URL), dir)).rejects.toThrow(
      'restore into a fresh, empty database',
    )
  })

  it('uses pg_dump only when it is at least as new as the server', async () => {
    expect(majorOf('pg_dump (PostgreSQL) 15.18 (Debian 15.18-0+deb12u1)')).toBe(15)
    expect(majorOf('18.4')).toBe(18)
    expect(toolFits('pg_dump (PostgreSQL) 15.18', '18.4')).toBe(false)
    expect(toolFits('pg_dump (PostgreSQL) 18.1', '18.4')).toBe(true)
    expect(toolFits('pg_dump (PostgreSQL) 19.0', '18.4')).toBe(true)
    // Whatever is installed here: the automatic choice follows the same rule.
    const server = (await t.db.$client.query('show server_version')).rows[0].server_version
    const installed = await toolVersion('pg_dump')
    const auto = await backupDatabase(String(t.config.DATABASE_URL), join(dir, 'auto'))
    expect(auto.method).toBe(installed && toolFits(installed, server) ? 'pg_dump' : 'logical')
  })
})
