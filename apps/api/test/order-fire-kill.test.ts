import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FIRE_ORDER_JOB } from '../src/modules/orders/index.ts'
import { freePort } from './free-port.ts'
import { build, type TTestApp } from './helper.ts'
import { placeOrder, signInMember } from './order-helpers.ts'
import { serverProcess } from './server-process.ts'

/**
 * The fire job across kill -9 (ADR 066): scheduled orders whose fire times fall over a few seconds are
 * fired by the real server process's workers while it is SIGKILLed several times and restarted.
 * Once none is left scheduled, each order was fired to received exactly once — a trigger records
 * every scheduled → received change, so a second fire of any order would show.
 */

const ORDERS = 24
/** Milliseconds after each start at which the process is killed (fixed, so every run replays them). */
const KILLS_AFTER_MS = [1_400, 900, 2_100]

let t: TTestApp
let server: ReturnType<typeof serverProcess>

beforeAll(async () => {
  t = await build({ SLOT_CAPACITY: '1000' })
  server = serverProcess(t, await freePort(), { SLOT_CAPACITY: '1000', KITCHEN_STATIONS: '1000' })
  await t.db.$client.query(`
    create table test_fires (order_id uuid not null, fired_at timestamptz not null default clock_timestamp());
    create function test_record_fire() returns trigger language plpgsql as $$
      begin insert into test_fires (order_id) values (new.id); return new; end $$;
    create trigger test_fires after update on orders for each row
      when (old.status in ('scheduled', 'held') and new.status = 'received')
      execute function test_record_fire();`)
})
afterAll(() => server?.kill())

const scheduledCount = async () =>
  Number((await t.db.$client.query(`select count(*) from orders where status = 'scheduled'`)).rows[0].count)

describe('SIGKILL while orders are being fired', () => {
  it('fires every scheduled order to received exactly once', { timeout: 110_000 }, async () => {
    const member = await signInMember(t)
    const orderIds: string[] = []
    for (let index = 0; index < ORDERS; index++)
      orderIds.push(await placeOrder(t, member, { isFired: false }))
    expect(await scheduledCount()).toBe(ORDERS)
    // The clock moves on: fire times spread over the next seconds, each order's job at its time (the
    // placing drain ran the orders' own jobs early; they found them not due). Queued once the server
    // is up, so the kills fall while orders are being fired.
    const fireTimes = new Map<string, Date>()
    const queueFires = () =>
      t.db.transaction(async (tx) => {
        for (const [index, orderId] of orderIds.entries()) {
          const at = new Date(Date.now() + 300 + index * 150)
          fireTimes.set(orderId, at)
          await tx.execute(
            sql`update orders set fire_at = ${at.toISOString()}::timestamptz where id = ${orderId}`,
          )
          await t.app.jobs.send(FIRE_ORDER_JOB, { orderId }, { tx, startAfter: at })
        }
      })

    for (const [round, delay] of KILLS_AFTER_MS.entries()) {
      await server.start()
      if (round === 0) await queueFires()
      await new Promise((done) => setTimeout(done, delay))
      await server.kill()
      console.info(`kill after ${delay} ms: ${await scheduledCount()} still scheduled`)
    }
    await server.start()
    const deadline = Date.now() + 60_000
    while ((await scheduledCount()) > 0 && Date.now() < deadline) {
      await new Promise((done) => setTimeout(done, 250))
    }
    await server.kill()

    const orders = await t.db.$client.query(
      `select o.id, o.status, o.fire_at, (select count(*)::int from test_fires f where f.order_id = o.id) as fires
         from orders o where o.id = any($1::uuid[])`,
      [orderIds],
    )
    expect(orders.rows).toHaveLength(ORDERS)
    for (const order of orders.rows) {
      expect(order, `order ${order.id}`).toMatchObject({ status: 'received', fire_at: null, fires: 1 })
    }
    // None fired before its time (the database's clock).
    const fires = await t.db.$client.query<{ order_id: string; fired_at: Date }>(
      'select order_id, fired_at from test_fires',
    )
    for (const fire of fires.rows) {
      expect(fire.fired_at.getTime()).toBeGreaterThanOrEqual(fireTimes.get(fire.order_id)?.getTime() ?? 0)
    }
  })
})
