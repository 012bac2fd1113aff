import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { buildApp } from '../src/app.ts'
import { createDatabase, type TDatabase } from '../src/platform/database.ts'
import { API, type TAny } from './cart-helpers.ts'
import { expectOk } from './expect-envelope.ts'
import { build, callerOf, type TTestApp } from './helper.ts'
import { orderStore } from './order-helpers.ts'
import { signInStaff, type TStaffSession } from './staff-helpers.ts'

/**
 * A store published on one node is on every node's storefront at once (ADR 060): region counts drop
 * on `store_changes`, kept pages on `menu_changes`, searches key stores by row version (ADR 032), and
 * the sitemap reads the table.
 */

let first: TTestApp
let second: FastifyInstance
let admin: TStaffSession
const nodes: { app: FastifyInstance; db: TDatabase }[] = []

beforeAll(async () => {
  first = await build()
  if (!first.config.DATABASE_URL) throw new Error('the test app has no DATABASE_URL')
  const db = createDatabase(first.config.DATABASE_URL, { max: 2 })
  second = await buildApp({ config: first.config, db, web: false, logger: false })
  await second.ready()
  nodes.push({ app: second, db })
  // Registered after build()'s own afterAll, so it runs first: the second node lets go of its
  // connections before the test database is dropped.
  afterAll(async () => {
    for (const node of nodes) {
      await node.app.close()
      await node.db.$client.end()
    }
  })
  admin = await signInStaff(first, 'admin')
})

describe('publishing a store on one node', () => {
  it('puts it on the second node’s region pages, search and menu generation at once', async () => {
    const onSecond = callerOf(second)
    const regions = async () =>
      expectOk(await onSecond({ method: 'GET', url: `${API}/stores/regions?state=WY` })).regions as TAny[]
    // The second node counts (and keeps) Wyoming's regions: none.
    expect(await regions()).toEqual([])
    // Its menu cache listens once it has served a menu: kept pages follow its generation (ADR 028).
    expectOk(await onSecond({ method: 'GET', url: `${API}/menus/${orderStore().menu_id}` }))
    const generation = second.menuCache.generation
    expect(generation).not.toBeNull()
    const created = await first.call({
      method: 'POST',
      url: `${API}/staff/stores`,
      headers: admin.headers,
      payload: {
        name: 'Red Door Cheyenne',
        address: '1600 Capitol Ave',
        city: 'Cheyenne',
        state: 'WY',
        zip: '82001',
        phone: '3075550100',
        timezone: 'America/Denver',
        tax_rate_bps: 400,
        services: {
          pickup: true,
          curbside: false,
          drivethru: false,
          delivery: false,
          dispatch: false,
          groupsplitpay: false,
          transfercart: true,
        },
        advance_days: 7,
        delivery_zone: null,
        delivery_fee_cents: 0,
        delivery_minimum_cents: 0,
        is_coming_soon: true,
        opening_date: '2027-03-01',
        menu_from_store_id: orderStore().id,
      },
    })
    expect(created.statusCode, JSON.stringify(created.json)).toBe(201)
    const storeId = created.json.data.id as number
    const path = created.json.data.path as string
    expect(await regions()).toEqual([])
    const sitemap = async () => (await second.inject({ method: 'GET', url: '/sitemaps/stores-1.xml' })).body
    expect(await sitemap()).not.toContain(path)
    expectOk(
      await first.call({
        method: 'PUT',
        url: `${API}/staff/stores/${storeId}/publish`,
        headers: admin.headers,
        payload: { is_published: true },
      }),
    )
    // Within the notification's delivery, not REGIONS_MAX_AGE_MS.
    await vi.waitFor(async () => {
      const [wyoming] = await regions()
      expect(wyoming?.cities).toEqual([{ city: 'Cheyenne', slug: 'cheyenne', count: 1 }])
    })
    await vi.waitFor(() => expect(second.menuCache.generation).not.toBe(generation))
    // The sitemap reads the stores table on each request: listed at once, location page and menu.
    const listed = await sitemap()
    expect(listed).toContain(`/locations/${path}</loc>`)
    expect(listed).toContain(`/menu/${created.json.data.menu_id}</loc>`)
    const near = expectOk(await onSecond({ method: 'GET', url: `${API}/locations?lat=41.14&lng=-104.82` }))
    expect(near.locations[0]).toMatchObject({ id: storeId, 'Coming Soon': true })
  })
})
