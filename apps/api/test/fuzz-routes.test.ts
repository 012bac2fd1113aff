import { randomUUID } from 'node:crypto'
import { ERROR_CODES } from '@deli/contracts'
import fc from 'fast-check'
import type { InjectOptions } from 'fastify'
import { beforeAll, describe, expect, it } from 'vitest'
import { openCart, pickStore } from './cart-helpers.ts'
import { encode, paramFor, type TSchema, valueFor } from './fuzz-arbitraries.ts'
import { apiHeaders, build, type TTestApp } from './helper.ts'
import { readyCart, signInMember } from './order-helpers.ts'

/**
 * The fuzz test (ADR 013): every operation of the OpenAPI document the app builds from its route
 * schemas gets property-based requests — mostly what the schema describes, with hostile values at
 * every level (ids past int4, NUL, lone surrogates, 1 MB strings, deep nesting, `__proto__` keys,
 * wrong types, missing and unknown keys), wrong content types and broken JSON, hostile path and
 * query values, as nobody, a guest, a member or a stranger with a made-up token. No answer may be a
 * 5xx, and every answer is the envelope. A new route is fuzzed here without anyone writing a test.
 * FUZZ_RUNS (per operation) and FUZZ_SEED replay or widen a run.
 */

const RUNS = Number(process.env.FUZZ_RUNS ?? 15)
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 1_000_000)
const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const

type TParameter = { in: 'path' | 'query' | 'header'; name: string; required?: boolean; schema?: TSchema }
type TOperation = {
  parameters?: TParameter[]
  requestBody?: { content?: Record<string, { schema?: TSchema }> }
}
type TRoute = { method: (typeof METHODS)[number]; path: string; operation: TOperation }

let t: TTestApp
let routes: TRoute[] = []
/** Real values of path and query parameters by name, so requests also reach the operations' insides. */
const known: Record<string, string[]> = {}
let sessions: Record<string, Record<string, string>> = {}
const statuses = new Map<number, number>()
let requests = 0

beforeAll(async () => {
  t = await build({ AUTH_RATE_LIMIT_PER_MINUTE: '100000' })
  const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json()
  for (const [path, item] of Object.entries(document.paths as Record<string, Record<string, TOperation>>)) {
    for (const method of METHODS) {
      const operation = item[method]
      if (operation) routes.push({ method, path, operation })
    }
  }
  routes = routes.sort((a, b) => `${a.path} ${a.method}`.localeCompare(`${b.path} ${b.method}`))

  const store = pickStore()
  const guest = await openCart(t, { menu_id: store.menu_id })
  const member = await signInMember(t)
  const ready = await readyCart(t, member)
  const lines = await t.db.$client.query<{ id: number }>('select id from cart_lines where cart_id = $1', [
    ready.cart.id,
  ])
  Object.assign(known, {
    cartId: [guest.cart.id, ready.cart.id],
    lineId: lines.rows.map((row) => String(row.id)),
    menu_id: [String(store.menu_id)],
    menuId: [String(store.menu_id)],
    storeId: [String(store.id)],
    orderId: [randomUUID()],
    postalCode: ['75201'],
    id: ['1'],
  })
  sessions = {
    nobody: {},
    guest: guest.session.headers,
    member: member.headers,
    stranger: { token: 'made-up-token-made-up-token-123' },
  }
})

function requestFor(route: TRoute): fc.Arbitrary<InjectOptions> {
  const parameters = route.operation.parameters ?? []
  const ofKind = (kind: TParameter['in']) => parameters.filter((parameter) => parameter.in === kind)
  const pathValues = fc.record(
    Object.fromEntries(
      ofKind('path').map((parameter) => [
        parameter.name,
        paramFor(parameter.schema, known[parameter.name] ?? []),
      ]),
    ),
  )
  const queryValues = fc.record(
    Object.fromEntries(
      ofKind('query').map((parameter) => [
        parameter.name,
        paramFor(parameter.schema, known[parameter.name] ?? []),
      ]),
    ),
    { requiredKeys: [] },
  )
  // Header values cannot carry control characters at all (Node refuses to send them).
  const headerValues = fc.record(
    Object.fromEntries(
      ofKind('header').map((parameter) => [
        parameter.name,
        fc.oneof(
          fc.string({ maxLength: 80 }).map((value) => value.replace(/[^\x20-\x7e]/g, '')),
          fc.constant('x'.repeat(500)),
        ),
      ]),
    ),
    { requiredKeys: [] },
  )
  const schema = route.operation.requestBody?.content?.['application/json']?.schema
  const body: fc.Arbitrary<Pick<InjectOptions, 'payload' | 'headers'>> = schema
    ? fc.oneof(
        {
          weight: 8,
          arbitrary: valueFor(schema).map((value) => ({
            payload: JSON.stringify(value) ?? 'null',
            headers: { 'content-type': 'application/json' },
          })),
        },
        {
          weight: 1,
          arbitrary: fc.constant({ payload: 'menu_id=1', headers: { 'content-type': 'text/plain' } }),
        },
        {
          weight: 1,
          arbitrary: fc.constant({ payload: '{"menu_id":', headers: { 'content-type': 'application/json' } }),
        },
        {
          weight: 1,
          arbitrary: fc.constant({ payload: '<x/>', headers: { 'content-type': 'application/xml' } }),
        },
      )
    : fc.constant({})
  return fc
    .record({
      path: pathValues,
      query: queryValues,
      headers: headerValues,
      body,
      session: fc.constantFrom(...Object.keys(sessions)),
    })
    .map(({ path, query, headers, body, session }) => {
      const url = route.path.replace(/\{(\w+)\}/g, (_match, name: string) => encode(String(path[name] ?? '')))
      const search = Object.entries(query)
        .map(([name, value]) => `${name}=${encode(String(value))}`)
        .join('&')
      return {
        method: route.method.toUpperCase() as InjectOptions['method'],
        url: search ? `${url}?${search}` : url,
        payload: body.payload,
        headers: { ...apiHeaders(), ...sessions[session], ...headers, ...body.headers },
      }
    })
}

/** No 5xx, and the envelope: `ok` with data, or `error` with a known code and a human message. */
function checkAnswer(
  route: TRoute,
  request: InjectOptions,
  response: { statusCode: number; headers: Record<string, unknown>; body: string },
) {
  requests += 1
  statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1)
  const where = `${route.method.toUpperCase()} ${route.path} → ${request.url} ${String(request.payload ?? '').slice(0, 300)}`
  expect(response.statusCode, `${where}\n${response.body.slice(0, 500)}`).toBeLessThan(500)
  const type = String(response.headers['content-type'] ?? '')
  // A successful file download (the order's calendar file) is the only answer that is not JSON.
  if (response.statusCode < 300 && !type.includes('json')) return
  expect(type, where).toContain('application/json')
  const json = JSON.parse(response.body)
  if (response.statusCode < 300) {
    expect(json.status, where).toBe('ok')
    expect(json, where).toHaveProperty('data')
  } else {
    expect(json.status, `${where}\n${response.body}`).toBe('error')
    expect(ERROR_CODES, where).toContain(json.code)
    expect(typeof json.message === 'string' && json.message.trim().length > 0, where).toBe(true)
  }
}

describe('fuzzing every operation of the OpenAPI document', () => {
  it('finds the whole API in the document', () => {
    expect(routes.length).toBeGreaterThanOrEqual(40)
    expect(routes.map((route) => `${route.method} ${route.path}`)).toEqual(
      expect.arrayContaining(['post /api/v1/carts', 'put /api/v1/users', 'post /api/submit-background']),
    )
  })

  it('answers every generated request in the envelope, never with a 5xx', { timeout: 240_000 }, async () => {
    console.info(`fuzz seed ${SEED} (replay with FUZZ_SEED=${SEED}), ${RUNS} runs per operation`)
    for (const route of routes) {
      await fc.assert(
        fc.asyncProperty(requestFor(route), async (request) => {
          const response = await t.app.inject(request)
          checkAnswer(route, request, response)
        }),
        { numRuns: RUNS, seed: SEED, endOnFailure: true },
      )
    }
    const seen = Object.fromEntries([...statuses.entries()].sort(([a], [b]) => a - b))
    console.info(
      `fuzz: ${requests} requests over ${routes.length} operations; statuses ${JSON.stringify(seen)}`,
    )
    expect(requests).toBe(routes.length * RUNS)
    expect([...statuses.keys()].every((status) => status < 500)).toBe(true)
  })
})
