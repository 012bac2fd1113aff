/**
 * The checkout-submission scenario of `npm run bench` (issue 4): signed-in members submit baskets
 * (each one twice at once, as a double click would) and poll GET carts/{id}/submit/track until the
 * worker settles them. Reports orders per minute end to end (first submit → last success) and
 * duplicates (baskets answered with more than one order id, or holding more than one order in the
 * database): must be 0.
 *
 * Members are made directly in the database (a guest session marked as a member's): signing in is
 * not what this scenario measures.
 */
import pg from 'pg'

export type TCheckoutOptions = {
  origin: string
  headers: Record<string, string>
  databaseUrl: string
  menuId: number
  orders: number
  members: number
  concurrency: number
}

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
export async function memberSession(options: TCheckoutOptions, client: pg.Client, index: number) {
  const { data, response } = await call<{ id: string }>(options.origin, '/api/v1/carts', {
    method: 'POST',
    headers: options.headers,
    body: JSON.stringify({ menu_id: options.menuId }),
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

/** A basket with one item, ordered ahead at the first slot of tomorrow. */
async function readyBasket(options: TCheckoutOptions, headers: Record<string, string>, productId: number) {
  const { origin } = options
  const { data: cart } = await call<{ id: string; time: { days: string[] } }>(origin, '/api/v1/carts', {
    method: 'POST',
    headers,
    body: JSON.stringify({ menu_id: options.menuId }),
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
    body: JSON.stringify({ mode: 'advance', wanted: times.times[0] }),
  })
  return cart.id
}

export async function productWithoutChoices(options: TCheckoutOptions): Promise<number> {
  const { data } = await call<{
    categories: { products: { product_id: number; available: boolean; optionGroups: { min: number }[] }[] }[]
  }>(options.origin, `/api/v1/menus/${options.menuId}`, { headers: options.headers })
  const product = data.categories
    .flatMap((category) => category.products)
    .find((candidate) => candidate.available && candidate.optionGroups.every((group) => group.min === 0))
  if (!product) throw new Error('no product without required choices')
  return product.product_id
}

export async function runCheckoutScenario(options: TCheckoutOptions) {
  const client = new pg.Client({ connectionString: options.databaseUrl })
  client.on('error', (error) => console.error(`checkout bench database: ${error.message}`))
  await client.connect()
  try {
    const productId = await productWithoutChoices(options)
    const members = []
    for (let index = 0; index < options.members; index++)
      members.push(await memberSession(options, client, index))
    const { data: card } = await call<{ token: string }>(options.origin, '/api/v1/payments/test-cards', {
      method: 'POST',
      headers: options.headers,
      body: JSON.stringify({ number: '4242424242424242', exp_month: 12, exp_year: 2040, cvc: '123' }),
    })
    const baskets: { headers: Record<string, string>; cartId: string }[] = []
    for (let index = 0; index < options.orders; index++) {
      const headers = members[index % members.length] ?? options.headers
      baskets.push({ headers, cartId: await readyBasket(options, headers, productId) })
    }

    let duplicates = 0
    let failed = 0
    const started = performance.now()
    const queue = [...baskets]
    const checkout = async () => {
      for (let basket = queue.shift(); basket; basket = queue.shift()) {
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
        const answers = await Promise.all([
          call<{ id: string }>(options.origin, '/api/submit-background', init),
          call<{ id: string }>(options.origin, '/api/submit-background', init),
        ])
        if (new Set(answers.map((answer) => answer.data.id)).size !== 1) duplicates++
        for (;;) {
          const { data } = await call<{ status: string }>(
            options.origin,
            `/api/v1/carts/${basket.cartId}/submit/track`,
            { headers: basket.headers },
          )
          if (data.status === 'success') break
          if (data.status === 'error') {
            failed++
            break
          }
          await new Promise((done) => setTimeout(done, 50))
        }
      }
    }
    // Every worker finishes its basket before a failure is reported (nothing left in flight).
    const outcomes = await Promise.allSettled(Array.from({ length: options.concurrency }, checkout))
    const failure = outcomes.find((outcome) => outcome.status === 'rejected')
    if (failure) throw failure.reason
    const seconds = (performance.now() - started) / 1000
    const doubled = await client.query(
      `select count(*)::int as n from (select cart_id from orders where status <> 'failed'
         group by cart_id having count(*) > 1) as twice`,
    )
    const charges = await client.query(
      `select count(*)::int as n from (select idempotency_key from test_gateway_charges
         where outcome = 'succeeded' group by idempotency_key having count(*) > 1) as twice`,
    )
    return {
      orders: options.orders,
      seconds,
      ordersPerMinute: (options.orders / seconds) * 60,
      duplicates: duplicates + (doubled.rows[0]?.n ?? 0) + (charges.rows[0]?.n ?? 0),
      failed,
    }
  } finally {
    await client.end()
  }
}
