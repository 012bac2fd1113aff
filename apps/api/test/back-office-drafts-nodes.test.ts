import { demoStores } from '@deli/demo-data'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { buildApp } from '../src/app.ts'
import { createDatabase, type TDatabase } from '../src/platform/database.ts'
import { CATALOGUE, productBody } from './back-office-helpers.ts'
import { API, type TAny } from './cart-helpers.ts'
import { expectOk } from './expect-envelope.ts'
import { build, callerOf, type TTestApp } from './helper.ts'
import { sellableProductId } from './order-helpers.ts'
import { signInStaff, type TStaffSession } from './staff-helpers.ts'

/**
 * A draft published on node A is on node B's menu within a second (ADR 059, 023): B keeps the menu
 * in its cache, and the `menu_changes` notifications of A's publish transaction make it drop it.
 */

let nodeA: TTestApp
let nodeB: FastifyInstance
let admin: TStaffSession
const nodes: { app: FastifyInstance; db: TDatabase }[] = []
const store = demoStores.find((candidate) => candidate.id === 32)
if (!store) throw new Error('no store 32')
const productId = sellableProductId(store.menu_id)

beforeAll(async () => {
  nodeA = await build()
  if (!nodeA.config.DATABASE_URL) throw new Error('the test app has no DATABASE_URL')
  const db = createDatabase(nodeA.config.DATABASE_URL, { max: 2 })
  nodeB = await buildApp({ config: nodeA.config, db, web: false, logger: false })
  await nodeB.ready()
  nodes.push({ app: nodeB, db })
  // Registered after build()'s own afterAll, so it runs first: node B lets go of its connections
  // before the test database is dropped.
  afterAll(async () => {
    for (const node of nodes) {
      await node.app.close()
      await node.db.$client.end()
    }
  })
  admin = await signInStaff(nodeA, 'admin')
})

const costOn = async (node: TTestApp['call']) => {
  const menu = expectOk(await node({ method: 'GET', url: `${API}/menus/${store.menu_id}` }))
  return menu.categories
    .flatMap((category: TAny) => category.products)
    .find((product: TAny) => product.product_id === productId)?.cost as number
}

describe('publishing a draft on node A', () => {
  it("drops node B's kept menu within a second", async () => {
    const onB = callerOf(nodeB)
    const before = await costOn(onB)
    // Node B now keeps this menu (and listens on menu_changes).
    expect(nodeB.menuCache.size).toBeGreaterThan(0)
    const draftPrice = before + 250
    const draft = expectOk(
      await nodeA.call({
        method: 'POST',
        url: `${API}/staff/back-office/drafts`,
        headers: admin.headers,
        payload: { name: 'Two nodes' },
      }),
    )
    expectOk(
      await nodeA.call({
        method: 'POST',
        url: `${API}/staff/back-office/drafts/${draft.id}/changes`,
        headers: admin.headers,
        payload: {
          kind: 'price',
          price: { scope: 'store', store_id: store.id, product_id: productId, cost: draftPrice },
        },
      }),
    )
    // A draft is not live, on either node.
    expect(await costOn(onB)).toBe(before)
    expect(await costOn(nodeA.call)).toBe(before)

    expectOk(
      await nodeA.call({
        method: 'POST',
        url: `${API}/staff/back-office/drafts/${draft.id}/publish`,
        headers: admin.headers,
      }),
    )
    expect(await costOn(nodeA.call)).toBe(draftPrice)
    // Polled, not slept: node B answers the new price as soon as the notification arrives.
    await vi.waitFor(async () => expect(await costOn(onB)).toBe(draftPrice), { timeout: 1000, interval: 25 })
  })
  it('puts a drafted new product on node B’s kept menu within a second', async () => {
    const onB = callerOf(nodeB)
    const namesOn = async (node: TTestApp['call']) =>
      expectOk(await node({ method: 'GET', url: `${API}/menus/${store.menu_id}` }))
        .categories.flatMap((category: TAny) => category.products)
        .map((product: TAny) => product.name as string)
    const catalogue = expectOk(await nodeA.call({ method: 'GET', url: CATALOGUE, headers: admin.headers }))
    const soup = productBody(catalogue.categories[0].id, { name: 'Two-node Soup', stores: [store.id] })
    const drafts = `${API}/staff/back-office/drafts`
    const draft = expectOk(
      await nodeA.call({ method: 'POST', url: drafts, headers: admin.headers, payload: { name: 'Soup' } }),
    )
    expectOk(
      await nodeA.call({
        method: 'POST',
        url: `${drafts}/${draft.id}/changes`,
        headers: admin.headers,
        payload: { kind: 'new_product', product: soup },
      }),
    )
    expect(await namesOn(onB)).not.toContain('Two-node Soup')
    expectOk(
      await nodeA.call({ method: 'POST', url: `${drafts}/${draft.id}/publish`, headers: admin.headers }),
    )
    await vi.waitFor(async () => expect(await namesOn(onB)).toContain('Two-node Soup'), {
      timeout: 1000,
      interval: 25,
    })
  })
})
