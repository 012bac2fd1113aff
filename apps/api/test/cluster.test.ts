import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TCluster } from '../../../scripts/cluster/cluster.ts'
import { requiredChoices } from './cart-helpers.ts'
import {
  failuresOf,
  readyBaskets,
  startTestCluster,
  steadyLoad,
  submitThrough,
  type TAnswer,
  type TBasket,
  trackThrough,
} from './cluster-helpers.ts'
import { openStream } from './event-stream-client.ts'
import { build, type TTestApp, WEB_CLIENT } from './helper.ts'
import { orderStore, sellableProductId } from './order-helpers.ts'
import { moveAsStaff, signInStaff } from './staff-helpers.ts'

/**
 * The cluster of ADR 054 as it runs: 3 real nodes (main.ts, production mode) behind a real HAProxy
 * on one PostgreSQL. A rolling restart under a steady load of browsing, basket adds and checkouts
 * fails no request at the balancer and places every order exactly once; a kill -9 of one node in a
 * checkout burst still ends every accepted basket as one order with one charge (the guarantee of
 * ADR 008, now across the balancer), and the store's live board reconnects.
 */

const NODES = 3
const store = orderStore()
const productId = sellableProductId(store.menu_id)
const line = { product_id: productId, quantity: 1, choices: requiredChoices(productId) }
const streamKey = `app_name=${WEB_CLIENT.appName}&api_key=${WEB_CLIENT.key}`

let t: TTestApp
let cluster: TCluster

beforeAll(async () => {
  t = await build({ SLOT_CAPACITY: '1000' })
  cluster = await startTestCluster(t, NODES)
}, 300_000)
// At the top level: an afterAll registered inside beforeAll never runs (vitest 5), and the nodes
// and HAProxy must not outlive the test on the shared machine.
afterAll(async () => {
  await cluster?.close()
}, 60_000)

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms))
const pendingCount = async () =>
  Number((await t.db.$client.query(`select count(*) from orders where status = 'pending'`)).rows[0].count)

/** Waits until no order is pending (the nodes' workers settle them); the test's timeout bounds it. */
async function settled(): Promise<void> {
  while ((await pendingCount()) > 0) await sleep(250)
}

/** Each basket: exactly one order, the one its answers named, paid (scheduled), with one charge of its total. */
async function expectExactlyOnce(baskets: TBasket[], accepted: Map<string, Set<string>>) {
  for (const basket of baskets) {
    const ids = accepted.get(basket.cartId) ?? new Set()
    expect(ids.size, `basket ${basket.cartId} got ${ids.size} order ids`).toBe(1)
    const { rows } = await t.db.$client.query(
      `select o.id, o.status, (o.totals->>'total')::int as total,
         (select count(*)::int from test_gateway_charges c where c.idempotency_key = o.id::text and c.outcome = 'succeeded') as gateway,
         (select count(*)::int from payment_charges p where p.order_id = o.id) as ledger,
         (select coalesce(sum(amount), 0)::int from payment_charges p where p.order_id = o.id) as amount
       from orders o where o.cart_id = $1`,
      [basket.cartId],
    )
    expect(rows, `orders of basket ${basket.cartId}`).toHaveLength(1)
    const [order] = rows
    expect(ids.has(order.id)).toBe(true)
    // Paid, ordered ahead: it waits as scheduled for its fire time (ADR 066).
    expect(order).toMatchObject({ status: 'scheduled', gateway: 1, ledger: 1, amount: order.total })
  }
}

/** An accepted submission (waiting or success) names its order. */
function remember(accepted: Map<string, Set<string>>, basket: TBasket, answer: TAnswer) {
  const id = answer.body.status === 'ok' ? answer.body.data?.id : undefined
  if (!id) return
  accepted.set(basket.cartId, (accepted.get(basket.cartId) ?? new Set()).add(id))
}

describe('3 nodes behind HAProxy on one PostgreSQL', () => {
  it('a rolling restart under load fails no request at the balancer and places every order once', {
    timeout: 180_000,
  }, async () => {
    const checkouts = await readyBaskets(t, 9)
    const load = steadyLoad(cluster.origin, { workers: 3, menuId: store.menu_id, line, checkouts })
    const answeredDuring: number[] = []
    for (const node of cluster.nodes) {
      const before = load.answers.length
      // SIGTERM; the node drains (readiness 503, HAProxy moves away) and exits; then it starts again.
      await cluster.restart(node)
      answeredDuring.push(load.answers.length - before)
    }
    while (load.left() > 0) await sleep(100)
    const answers = await load.stop()
    console.info(
      `rolling restart: ${answers.length} requests, answered during each restart ${answeredDuring}`,
    )

    expect(failuresOf(answers)).toEqual([])
    // The load really ran while each node was away.
    for (const count of answeredDuring) expect(count).toBeGreaterThan(0)
    for (const kind of ['stores', 'menu', 'add', 'new basket', 'checkout'])
      expect(answers.some((answer) => answer.what === kind)).toBe(true)
    const accepted = new Map<string, Set<string>>()
    for (const basket of checkouts) {
      const answer = load.submitted.get(basket.cartId)
      if (answer) remember(accepted, basket, answer)
    }
    await settled()
    await expectExactlyOnce(checkouts, accepted)
  })

  it('kill -9 of a node in a checkout burst: every accepted basket one order and one charge; boards reconnect', {
    timeout: 150_000,
  }, async () => {
    const staff = await signInStaff(t, 'staff', [store.id])
    const boardUrl = `${cluster.origin}/api/v1/staff/stores/${store.id}/events?${streamKey}`
    // One board per node: HAProxy gives each new stream the node with the fewest connections.
    const boards = []
    for (let index = 0; index < NODES; index++) {
      const board = await openStream(boardUrl, staff.headers)
      await board.next('ready', 10_000)
      boards.push(board)
    }
    const baskets = await readyBaskets(t, 16)
    const accepted = new Map<string, Set<string>>()
    const victim = cluster.nodes[1]
    if (!victim) throw new Error('no second node')
    // The burst: every basket at once, every fourth twice at once; the node dies once five answered.
    let answered = 0
    let killed: Promise<void> | undefined
    const calls = baskets.flatMap((basket, index) =>
      (index % 4 === 0 ? [1, 2] : [1]).map(async () => {
        remember(accepted, basket, await submitThrough(cluster.origin, basket))
        answered++
        if (answered === 5) killed = cluster.stop(victim, 'SIGKILL')
      }),
    )
    await Promise.all(calls)
    await (killed ?? cluster.stop(victim, 'SIGKILL'))
    // A client whose answer was lost asks before submitting again (spec §4: the checkout tracks it).
    for (const basket of baskets.filter((candidate) => !accepted.has(candidate.cartId))) {
      remember(accepted, basket, await trackThrough(cluster.origin, basket))
      if (!accepted.has(basket.cartId))
        remember(accepted, basket, await submitThrough(cluster.origin, basket))
    }
    await settled()
    await expectExactlyOnce(baskets, accepted)

    // The board whose node died ended; like EventSource, it reconnects through the balancer.
    const ends = await Promise.all(boards.map((board) => board.endsWithin(10_000)))
    expect(ends.filter(Boolean)).toHaveLength(1)
    const live = await Promise.all(
      boards.map(async (board, index) => {
        if (!ends[index]) return board
        const again = await openStream(boardUrl, staff.headers)
        await again.next('ready', 10_000)
        return again
      }),
    )
    const [orderId] = [...(accepted.get(baskets[0]?.cartId ?? '') ?? [])]
    expect((await moveAsStaff(t, staff, String(orderId), 'in_progress')).statusCode).toBe(200)
    // Every board, reconnected or not, hears the move (earlier events of the burst are skipped).
    const isTheMove = (data: { order_id: string; status: string }) =>
      data.order_id === orderId && data.status === 'in_progress'
    for (const board of live) {
      let event = await board.next('order', 10_000)
      while (!isTheMove(event.data)) event = await board.next('order', 10_000)
      expect(event.data).toEqual({ order_id: orderId, store_id: store.id, status: 'in_progress' })
      board.close()
    }
    await cluster.start(victim)
  })
})
