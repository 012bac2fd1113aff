import { CHAIN_TIME_ZONE, storeToday } from '@deli/domain'
import { beforeAll, describe, expect, it } from 'vitest'
import { findOrder } from '../src/modules/orders/index.ts'
import { recordOrderCancellation, recordOrderSale } from '../src/modules/reports/index.ts'
import { API } from './cart-helpers.ts'
import { expectError, expectOk } from './expect-envelope.ts'
import { build, type TTestApp } from './helper.ts'
import { orderStore, placeOrder, signInMember, type TMember } from './order-helpers.ts'
import { moveAsStaff, signInStaff, type TStaffSession } from './staff-helpers.ts'

/**
 * The order mix and guests rollups (ADR 064's amendment) are exact: after orders settle, one is
 * cancelled, and orders are placed as catering, ahead, a host-pays group with its participants and
 * a split group's order, every rollup row equals a direct query over the orders, baskets and groups;
 * the reports read them with the reports' access.
 */
let t: TTestApp
let first: TMember
let second: TMember
let staff: TStaffSession
let admin: TStaffSession
const placed: string[] = []

async function rows(query: string, values: unknown[] = []) {
  return (await t.db.$client.query(query, values)).rows
}

/**
 * Clones a settled order into a basket of its own, `days` ahead of now, as catering or not, ahead or
 * ASAP, hosting a group (with two participants) or in a split group, and settles it into the rollups.
 */
async function cloneOrder(
  orderId: string,
  days: number,
  options: { catering?: boolean; ahead?: boolean; group?: 'host' | 'split'; discount?: string },
) {
  const [cart] = await rows(
    `insert into carts (session_id, menu_id, base_channel, channel, handoff, reset_at)
     select c.session_id, c.menu_id, c.base_channel, $2, c.handoff, now()
     from carts c join orders o on o.cart_id = c.id where o.id = $1 returning id, session_id`,
    [orderId, options.catering ? 'catering' : 'mealtime'],
  )
  let group: string | null = null
  if (options.group) {
    const [made] = await rows(
      `insert into group_orders (cart_id, host_user_id, host_full_name, store_id, payment_type, handoff, deadline_at)
       select $2, user_id, 'Ada Lovelace', store_id, $3, handoff, now() from orders where id = $1 returning id`,
      [orderId, cart.id, options.group],
    )
    group = made.id
    await rows('update carts set group_order_id = $1 where id = $2', [group, cart.id])
    await rows(
      `insert into group_participants (group_order_id, session_id, name, is_host)
       values ($1, $2, 'Ada', true), ($1, (select id from sessions where id <> $2 limit 1), 'Bo', false)`,
      [group, cart.session_id],
    )
  }
  const discounts = options.discount ? JSON.stringify([{ label: options.discount, amount: 150 }]) : '[]'
  const [cloned] = await rows(
    `insert into orders (cart_id, user_id, store_id, menu_id, status, handoff, asap, ready_at, timezone, lines,
       totals, discounts, payment_type, payment_label, contact, client, points, created_at, settled_at)
     select $2, user_id, store_id, menu_id, 'received', handoff, $3, ready_at, timezone, lines,
       totals, $4::jsonb, payment_type, payment_label, contact, client, points,
       now() + make_interval(days => $5), now()
     from orders where id = $1 returning id`,
    [orderId, cart.id, !options.ahead, discounts, days],
  )
  const order = await findOrder(t.db, cloned.id)
  if (!order) throw new Error('no clone')
  await recordOrderSale(t.db, order)
  // A split group's participant order (ADR 015) carries its group, while the host's basket is another.
  if (options.group === 'split') {
    const [participant] = await rows(
      `insert into orders (cart_id, user_id, store_id, menu_id, status, handoff, asap, ready_at, timezone, lines,
         totals, payment_type, payment_label, contact, client, group_order_id, created_at, settled_at)
       select gen_random_uuid(), user_id, store_id, menu_id, 'received', handoff, asap, ready_at, timezone, lines,
         totals, payment_type, payment_label, contact, client, $2, created_at, now()
       from orders where id = $1 returning id`,
      [cloned.id, group],
    )
    const joined = await findOrder(t.db, participant.id)
    if (joined) await recordOrderSale(t.db, joined)
  }
  return cloned.id as string
}

beforeAll(async () => {
  t = await build()
  first = await signInMember(t)
  second = await signInMember(t)
  staff = await signInStaff(t, 'staff', [orderStore().id])
  admin = await signInStaff(t, 'admin')
  placed.push(await placeOrder(t, first))
  placed.push(await placeOrder(t, first))
  placed.push(await placeOrder(t, first, { isPaid: false }))
  placed.push(await placeOrder(t, second))
  // The member's third order is cancelled on the board: it leaves the returning count and net sales.
  expectOk(await moveAsStaff(t, staff, String(placed[2]), 'cancelled'))
  const source = String(placed[0])
  await cloneOrder(source, 3, { catering: true, ahead: true, discount: 'Welcome offer' })
  await cloneOrder(source, 3, { group: 'host' })
  const split = await cloneOrder(source, 4, { group: 'split', discount: 'Welcome offer' })
  // A cancelled clone takes back exactly its rows, offer included.
  await rows("update orders set status = 'cancelled' where id = $1", [split])
  const order = await findOrder(t.db, split)
  if (order) await recordOrderCancellation(t.db, order)
})

const DIRECT = `
  with facts as (
    select o.store_id, (o.created_at at time zone o.timezone)::date::text as day, o.status <> 'cancelled' as kept,
      (o.totals->>'subtotal')::int - (o.totals->>'discount')::int as net, o.discounts,
      coalesce(c.channel, 'mealtime') as menu, case when o.asap then 'asap' else 'ahead' end as timing,
      coalesce(g.payment_type, 'none') as grouping,
      case when o.user_id is null then 'kiosk'
        when exists (select 1 from orders e where e.user_id = o.user_id and e.created_at < o.created_at
          and e.status <> 'failed') then 'returning' else 'new' end as guest,
      (select count(*) from group_participants p where p.group_order_id = g.id and g.cart_id = o.cart_id)::int
        as participants
    from orders o left join carts c on c.id = o.cart_id
      left join group_orders g on g.id = coalesce(o.group_order_id, c.group_order_id)
    where o.status not in ('pending', 'failed')
  )
  select store_id, day, d.dimension, d.value, count(*) filter (where kept)::int as orders,
    coalesce(sum(net) filter (where kept), 0)::int as net,
    count(*) filter (where kept and participants > 0 and d.dimension = 'group')::int as groups,
    coalesce(sum(participants) filter (where kept and d.dimension = 'group'), 0)::int as participants
  from facts, lateral (values ('menu', menu), ('timing', timing), ('group', grouping), ('guest', guest))
    as d(dimension, value)
  group by 1, 2, 3, 4 order by 1, 2, 3, 4`

describe('the mix rollup equals a direct query over the orders, baskets and groups', () => {
  it('per store, local day, dimension and value', async () => {
    const rollup = await rows(`select store_id, local_date::text as day, dimension, value,
        (orders - cancelled)::int as orders, net, groups, participants
      from report_mix_daily where dimension in ('menu', 'timing', 'group', 'guest') order by 1, 2, 3, 4`)
    const direct = await rows(DIRECT)
    expect(direct.length).toBeGreaterThanOrEqual(12)
    expect(rollup).toEqual(direct)
    expect(direct).toContainEqual(
      expect.objectContaining({ dimension: 'group', value: 'host', groups: 1, participants: 2 }),
    )
    expect(direct).toContainEqual(
      expect.objectContaining({ dimension: 'menu', value: 'catering', orders: 1 }),
    )
  })

  it('counts offers used and points by day as the orders do', async () => {
    const offers =
      await rows(`select value, sum(orders - cancelled)::int as orders, sum(discount)::int as discount
      from report_mix_daily where dimension = 'offer' group by value`)
    expect(offers).toEqual([{ value: 'Welcome offer', orders: 1, discount: 150 }])
    const [points] = await rows(`select coalesce(sum(points), 0)::int as points from orders
      where status not in ('pending', 'failed', 'cancelled')`)
    const [earned] = await rows(`select sum(points)::int as points from report_mix_daily
      where dimension = 'rewards' and value = 'earned'`)
    expect(earned?.points).toBe(points?.points)
  })
})

describe('GET staff/reports/order-mix and guests', () => {
  const store = () => orderStore()
  const today = () => storeToday(new Date(), store().timezone)
  const get = (path: string, headers: Record<string, string>) =>
    t.call({ method: 'GET', url: `${API}/staff/reports/${path}`, headers })

  it('answers the store’s mix with every value, zeros included', async () => {
    const report = expectOk(
      await get(`order-mix?from=${today()}&to=${today()}&store_id=${store().id}`, admin.headers),
    )
    expect(report.rows.map((row: { value: string }) => row.value)).toEqual([
      'mealtime',
      'catering',
      'asap',
      'ahead',
      'none',
      'host',
      'split',
    ])
    const [direct] = await rows(
      `select count(*)::int as orders from orders where store_id = $1 and status in ('received', 'in_progress', 'ready', 'completed', 'scheduled')
         and (created_at at time zone timezone)::date = $2::date`,
      [store().id, today()],
    )
    expect(report.rows[0]).toMatchObject({ dimension: 'menu', value: 'mealtime', orders: direct?.orders })
    expect(report.rows[1]).toMatchObject({ value: 'catering', orders: 0 })
  })

  it('answers new and returning members per day and sign-ups for the chain only', async () => {
    const day = today()
    const chain = expectOk(await get(`guests?from=${day}&to=${day}`, admin.headers))
    const [signUps] = await rows(
      `select count(*)::int as count from users where (created_at at time zone $1)::date = $2::date`,
      [CHAIN_TIME_ZONE, storeToday(new Date(), CHAIN_TIME_ZONE)],
    )
    expect(chain.days).toHaveLength(1)
    expect(chain.days[0]).toMatchObject({ day, newMembers: 2, returningMembers: 1 })
    if (storeToday(new Date(), CHAIN_TIME_ZONE) === day) expect(chain.days[0].signUps).toBe(signUps?.count)
    const own = expectOk(await get(`guests?from=${day}&to=${day}&store_id=${store().id}`, staff.headers))
    expect(own.days[0]).toMatchObject({ newMembers: 2, returningMembers: 1, signUps: null })
  })

  it('counts the baskets opened today and where the unordered ones stopped', async () => {
    const day = today()
    const url = `guests?from=${day}&to=${day}&store_id=${store().id}`
    const before = expectOk(await get(url, admin.headers)).days[0]
    // Three baskets abandoned (empty, with a line, after a failed submission) and one still open.
    const [source] = await rows(
      'select session_id, menu_id from carts where id = (select cart_id from orders where id = $1)',
      [placed[0]],
    )
    const open = async (status: string) => {
      const [cart] = await rows(
        `insert into carts (session_id, menu_id, base_channel, channel, handoff, status, reset_at)
         values ($1, $2, 'mealtime', 'mealtime', 'pickup', $3, now()) returning id`,
        [source.session_id, source.menu_id, status],
      )
      return cart.id as string
    }
    await open('abandoned')
    await open('active')
    const withLines = await open('abandoned')
    await rows(
      `insert into cart_lines (cart_id, product_id, name, quantity, unit_cost, choices)
       values ($1, 1, 'Club', 1, 900, '[]')`,
      [withLines],
    )
    const failed = await open('abandoned')
    await rows(
      `insert into orders (cart_id, user_id, store_id, menu_id, status, handoff, asap, ready_at, timezone, lines,
         totals, payment_type, payment_label, contact, client)
       select $2, user_id, store_id, menu_id, 'failed', handoff, asap, ready_at, timezone, lines, totals,
         payment_type, payment_label, contact, client from orders where id = $1`,
      [placed[0], failed],
    )
    const after = expectOk(await get(url, admin.headers)).days[0]
    expect(after.baskets - before.baskets).toBe(4)
    expect(after.basketsOrdered).toBe(before.basketsOrdered)
    expect(after.basketsOpen - before.basketsOpen).toBe(1)
    expect(after.abandonedEmpty - before.abandonedEmpty).toBe(1)
    expect(after.abandonedWithLines - before.abandonedWithLines).toBe(1)
    expect(after.abandonedAtCheckout - before.abandonedAtCheckout).toBe(1)
    // The members' four orders today were each a basket ordered.
    expect(before.basketsOrdered).toBe(4)
  })

  it('refuses store staff another day and explains a bad period', async () => {
    expectError(
      await get(`guests?from=2026-01-01&to=2026-01-02&store_id=${store().id}`, staff.headers),
      403,
      'FORBIDDEN',
    )
    expectError(await get('order-mix?from=2026-02-02&to=2026-01-01', admin.headers), 400, 'VALIDATION_FAILED')
  })
})
