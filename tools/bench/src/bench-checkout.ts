/**
 * The checkout-submission scenario of `npm run bench` (ADR 008, ADR 035): signed-in members — one
 * guest each, `guests` of them at once — submit baskets (each one twice at once, as a double click
 * would), one basket after another, and as the storefront does take the outcome from the answer (the
 * submit waits for its settlement, ADR 008's amendment) or, while it is still waiting, poll GET
 * carts/{id}/submit/track every SUBMIT_POLL_MS until the worker settles it. Reports orders per minute end to end (first submit → last success seen), the
 * server's own submit → settled time (p50, p99, from the orders' rows) and duplicates (baskets
 * answered with more than one order id, holding more than one order, or charged twice): must be 0.
 *
 * Members are made directly in the database (a guest session marked as a member's): signing in is
 * not what this scenario measures.
 */
import type { TSubmitTrack } from '@deli/contracts'
import { SUBMIT_POLL_MS, SUBMIT_POLL_TRIES } from '@deli/domain'
import pg from 'pg'
import { cpuOfTree } from './bench-cpu.ts'
import { printTopStatements, resetStatements } from './bench-statements.ts'

export type TCheckoutOptions = {
  origin: string
  headers: Record<string, string>
  databaseUrl: string
  menuId: number
  /** The stores' menus the checkout spreads its members over, one store each (default: `menuId`'s). */
  menuIds?: number[]
  orders: number
  /** Members checking out at the same time, each with its own session and baskets. */
  guests: number
  /** The server's process: its CPU (and its PostgreSQL's) per order over the measured part. */
  pid?: number
}

const alwaysPoll = process.env.BENCH_CHECKOUT_ALWAYS_POLL === '1'

type TEnvelope<T> = { status: 'ok'; data: T } | { status: 'error'; message: string; code: string }

export async function call<T>(
  origin: string,
  path: string,
  init: RequestInit & { headers: Record<string, string> },
) {
  const response = await fetch(`${origin}${path}`, {
    ...init,
    headers: { 'content-type': 'application/json', ...init.headers },
  })
  const body = (await response.json()) as TEnvelope<T>
  if (body.status !== 'ok') throw new Error(`${path}: ${response.status} ${body.code} ${body.message}`)
  return { data: body.data, response }
}

/** A member session: a guest session (from POST carts) that the database marks as a new member's. */
export async function memberSession(
  options: TCheckoutOptions,
  client: Pick<pg.Pool, 'query'>,
  index: number,
  menuId = options.menuId,
) {
  const { data, response } = await call<{ id: string }>(options.origin, '/api/v1/carts', {
    method: 'POST',
    headers: options.headers,
    body: JSON.stringify({ menu_id: menuId }),
  })
  // The bench calls as the web channel, which gets its token in the HttpOnly cookie only.
  const cookie = response.headers.getSetCookie().find((line) => line.startsWith('deli_session='))
  const token = cookie?.split(';')[0]?.slice('deli_session='.length) ?? ''
  const user = await client.query<{ id: string }>(
    `insert into users (email, password_hash, first_name, last_name, phone)
     values ($1, 'bench-no-password', 'Bench', 'Member', '2145550100') returning id`,
    [`bench-${Date.now()}-${index}@example.com`],
  )
  await client.query(
    'update sessions set user_id = $1 where id = (select session_id from carts where id = $2)',
    [user.rows[0]?.id, data.id],
  )
  return { ...options.headers, token }
}

/** A basket with one item, ordered ahead at tomorrow's `slot`-th time (spread: a slot holds 1,000 at most). */
export async function readyBasket(
  options: TCheckoutOptions,
  headers: Record<string, string>,
  productId: number,
  slot = 0,
  menuId = options.menuId,
) {
  const { origin } = options
  const { data: cart } = await call<{ id: string; time: { days: string[] } }>(origin, '/api/v1/carts', {
    method: 'POST',
    headers,
    body: JSON.stringify({ menu_id: menuId }),
  })
  await call(origin, `/api/v1/carts/${cart.id}/products`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ product_id: productId, quantity: 1, choices: [] }),
  })
  const day = cart.time.days[1] ?? cart.time.days[0]
  const { data: times } = await call<{ times: string[] }>(
    origin,
    `/api/v1/carts/${cart.id}/times?day=${day}`,
    {
      headers,
    },
  )
  await call(origin, `/api/v1/carts/${cart.id}/time`, {
    method: 'PUT',
    headers,
    body: JSON.stringify({ mode: 'advance', wanted: times.times[slot % times.times.length] }),
  })
  return cart.id
}

export async function productWithoutChoices(
  options: TCheckoutOptions,
  menuId = options.menuId,
): Promise<number> {
  const { data } = await call<{
    categories: { products: { product_id: number; available: boolean; optionGroups: { min: number }[] }[] }[]
  }>(options.origin, `/api/v1/menus/${menuId}`, { headers: options.headers })
  const product = data.categories
    .flatMap((category) => category.products)
    .find((candidate) => candidate.available && candidate.optionGroups.every((group) => group.min === 0))
  if (!product) throw new Error('no product without required choices')
  return product.product_id
}

export async function runCheckoutScenario(options: TCheckoutOptions) {
  // A pool: the guests are made 20 at a time.
  const client = new pg.Pool({ connectionString: options.databaseUrl, max: 20 })
  client.on('error', (error) => console.error(`checkout bench database: ${error.message}`))
  try {
    // Each member orders at one store, the members dealt over the stores in turn.
    const menus = await Promise.all(
      (options.menuIds ?? [options.menuId]).map(async (menuId) => ({
        menuId,
        productId: await productWithoutChoices(options, menuId),
      })),
    )
    const menuOf = (guest: number) => menus[guest % menus.length] ?? { menuId: options.menuId, productId: 0 }
    const { data: card } = await call<{ token: string }>(options.origin, '/api/v1/payments/test-cards', {
      method: 'POST',
      headers: options.headers,
      body: JSON.stringify({ number: '4242424242424242', exp_month: 12, exp_year: 2040, cvc: '123' }),
    })
    // Each guest is a member with its own baskets, made ahead (20 at a time): setting up is not measured.
    const guests = await inBatches(
      Array.from({ length: options.guests }, (_, index) => index),
      20,
      (index) => memberSession(options, client, index, menuOf(index).menuId),
    )
    const baskets = await inBatches(
      Array.from({ length: options.orders }, (_, index) => index),
      20,
      async (index) => {
        const guest = index % guests.length
        const headers = guests[guest] ?? options.headers
        const { menuId, productId } = menuOf(guest)
        return {
          guest,
          headers,
          cartId: await readyBasket(options, headers, productId, index, menuId),
        }
      },
    )

    let duplicates = 0
    let failed = 0
    // Submissions whose answer was still waiting, so the member tracked them every 2 s.
    let tracked = 0
    // How long a double click waited for both answers: with the 2 s poll after it, a member's cycle.
    const answered: number[] = []
    await resetStatements(client)
    const cpuBefore = cpuOfTree(options.pid ?? 0)
    const started = performance.now()
    const checkout = async (guest: number) => {
      for (const basket of baskets.filter((candidate) => candidate.guest === guest)) {
        const body = JSON.stringify({
          id: basket.cartId,
          data: {
            payments: [{ type: 'card', token: card.token }],
            first_name: 'Bench',
            last_name: 'Member',
            email: 'bench@example.com',
            phone: '2145550100',
            tip: 100,
          },
        })
        const init = { method: 'POST', headers: { ...basket.headers, client_type: 'bench' }, body }
        const asked = performance.now()
        const answers = await Promise.all([
          call<TSubmitTrack>(options.origin, '/api/submit-background', init),
          call<TSubmitTrack>(options.origin, '/api/submit-background', init),
        ])
        answered.push(performance.now() - asked)
        if (new Set(answers.map((answer) => answer.data.id)).size !== 1) duplicates++
        // The storefront ends a submission the answer already settled (`settledOutcome`); it tracks
        // one still waiting. BENCH_CHECKOUT_ALWAYS_POLL=1 tracks every one, as the bench did until stop 41.
        const final = alwaysPoll ? undefined : answers.find((answer) => answer.data.status !== 'waiting')
        if (final?.data.status === 'error') failed++
        if (final) continue
        tracked++
        for (let tries = 0; tries < SUBMIT_POLL_TRIES; tries++) {
          await new Promise((done) => setTimeout(done, SUBMIT_POLL_MS))
          const { data } = await call<{ status: string }>(
            options.origin,
            `/api/v1/carts/${basket.cartId}/submit/track`,
            { headers: basket.headers },
          )
          if (data.status === 'success') break
          if (data.status === 'error' || tries === SUBMIT_POLL_TRIES - 1) {
            failed++
            break
          }
        }
      }
    }
    // Every guest finishes its basket before a failure is reported (nothing left in flight).
    const outcomes = await Promise.allSettled(guests.map((_, guest) => checkout(guest)))
    const failure = outcomes.find((outcome) => outcome.status === 'rejected')
    if (failure) throw failure.reason
    const seconds = (performance.now() - started) / 1000
    const cpuAfter = cpuOfTree(options.pid ?? 0)
    await printTopStatements(client, options.orders)
    return {
      // Everything an order cost the server: both submissions, the payment job, every track poll.
      nodeMsPerOrder: (cpuAfter.node - cpuBefore.node) / options.orders,
      dbMsPerOrder: (cpuAfter.children - cpuBefore.children) / options.orders,
      orders: options.orders,
      guests: guests.length,
      stores: menus.length,
      seconds,
      ordersPerMinute: (options.orders / seconds) * 60,
      ...(await settledTimes(client)),
      tracked,
      answeredP50: percentile(answered, 0.5),
      answeredP99: percentile(answered, 0.99),
      duplicates: duplicates + (await doubledInDatabase(client)),
      failed,
    }
  } finally {
    await client.end()
  }
}

/** The `share` percentile of `values` (nearest rank). */
function percentile(values: number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(share * sorted.length) - 1))] ?? 0
}

/** Runs `work` over `items`, `size` at a time, answering the results in order. */
async function inBatches<T, R>(items: T[], size: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = []
  for (let index = 0; index < items.length; index += size)
    results.push(...(await Promise.all(items.slice(index, index + size).map(work))))
  return results
}

/** The server's submit → settled time of the bench's orders (the worker's part, without the polls). */
async function settledTimes(client: pg.Pool) {
  const { rows } = await client.query<{ p50: number; p99: number }>(
    `select percentile_cont(0.5) within group (order by ms) as p50,
            percentile_cont(0.99) within group (order by ms) as p99
       from (select extract(epoch from settled_at - created_at) * 1000 as ms
               from orders where client->>'client_type' = 'bench' and settled_at is not null) as settled`,
  )
  return { settledP50: Number(rows[0]?.p50 ?? 0), settledP99: Number(rows[0]?.p99 ?? 0) }
}

/** Baskets holding two live orders, and idempotency keys charged twice: both must be 0. */
async function doubledInDatabase(client: pg.Pool) {
  const doubled = await client.query<{ n: number }>(
    `select count(*)::int as n from (select cart_id from orders where status <> 'failed'
       group by cart_id having count(*) > 1) as twice`,
  )
  const charges = await client.query<{ n: number }>(
    `select count(*)::int as n from (select idempotency_key from test_gateway_charges
       where outcome = 'succeeded' group by idempotency_key having count(*) > 1) as twice`,
  )
  return (doubled.rows[0]?.n ?? 0) + (charges.rows[0]?.n ?? 0)
}

/**
 * The stores the checkout spreads its members over (BENCH_CHECKOUT_STORES, 40): a chain's busy minute
 * comes from many stores, while 2,000 orders in a minute at one store is not a kitchen (docs/perf.md).
 * 1 measures the bench's own store alone, as every run did until stop 40. Stores with their own slot
 * capacity or stations are left out: the chain-wide SLOT_CAPACITY and KITCHEN_STATIONS are lifted.
 */
export async function checkoutMenus(databaseUrl: string, menuId: number): Promise<number[]> {
  const count = Math.max(1, Number(process.env.BENCH_CHECKOUT_STORES ?? 40))
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    const { rows } = await client.query<{ menu_id: number }>(
      `select menu_id from stores
       where is_published and is_available and not is_coming_soon and (services->>'pickup')::boolean
         and menu_id <> $1 and slot_capacity is null and kitchen_stations is null
       order by id limit $2`,
      [menuId, count - 1],
    )
    return [menuId, ...rows.map((row) => row.menu_id)]
  } finally {
    await client.end()
  }
}
