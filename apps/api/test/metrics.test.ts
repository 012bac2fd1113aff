import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SUBMIT_ORDER_JOB } from '../src/modules/orders/order-job-names.ts'
import { serveMetrics, type TMetricsServer } from '../src/platform/metrics-server.ts'
import { API } from './cart-helpers.ts'
import { expectError } from './expect-envelope.ts'
import { freePort } from './free-port.ts'
import { apiHeaders, build, type TTestApp } from './helper.ts'
import { logIn, uniqueEmail } from './member-helpers.ts'
import {
  APPROVE_CARD,
  cardToken,
  DECLINE_CARD,
  drain,
  orderStore,
  readyCart,
  signInMember,
  submitBody,
  submitWaiting,
} from './order-helpers.ts'

/**
 * Metrics (ADR 053): the app's port and the metrics port are two listeners; a request, an order and
 * a refusal move their own series, read the way Prometheus reads them (GET /metrics on the metrics
 * port), as differences between two scrapes.
 */

let t: TTestApp
let metrics: TMetricsServer
let appOrigin = ''
let metricsOrigin = ''

beforeAll(async () => {
  t = await build({
    AUTH_RATE_LIMIT_PER_MINUTE: '2',
    TRUST_PROXY: '1',
    METRICS_PORT: String(await freePort()),
  })
  appOrigin = await t.app.listen({ host: '127.0.0.1', port: 0 })
  const served = await serveMetrics({ host: '127.0.0.1', port: t.config.METRICS_PORT, log: t.app.log })
  if (!served) throw new Error('the metrics port did not open')
  metrics = served
  metricsOrigin = `http://127.0.0.1:${metrics.port}`
})
afterAll(async () => {
  await metrics?.close()
})

type TSeries = { name: string; labels: Record<string, string>; value: number }

async function scrape(): Promise<TSeries[]> {
  const response = await fetch(`${metricsOrigin}/metrics`)
  expect(response.status).toBe(200)
  expect(response.headers.get('content-type')).toContain('text/plain')
  const series: TSeries[] = []
  for (const line of (await response.text()).split('\n')) {
    if (!line || line.startsWith('#')) continue
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line)
    if (!match) throw new Error(`not Prometheus text: ${line}`)
    const labels: Record<string, string> = {}
    for (const [, key, value] of (match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g))
      labels[key as string] = value as string
    series.push({ name: match[1] as string, labels, value: Number(match[3]) })
  }
  return series
}

/** The value of the one series named `name` whose labels include `labels` (0 when there is none yet). */
function seriesValue(series: TSeries[], name: string, labels: Record<string, string> = {}): number {
  const found = series.filter(
    (each) =>
      each.name === name && Object.entries(labels).every(([key, value]) => each.labels[key] === value),
  )
  expect(found.length, `${name} ${JSON.stringify(labels)} is one series`).toBeLessThanOrEqual(1)
  return found[0]?.value ?? 0
}

describe('the metrics port', () => {
  it('is its own listener: the app port has no /metrics, the metrics port nothing else', async () => {
    expect(String(metrics.port)).not.toBe(new URL(appOrigin).port)
    const onAppPort = await fetch(`${appOrigin}/metrics`)
    expect(onAppPort.status).toBe(404)
    expect(await onAppPort.text()).not.toContain('deli_http_request_duration_seconds')
    expect((await fetch(`${metricsOrigin}/api/v1/site`)).status).toBe(404)
    const series = await scrape()
    // Node's own series (collectDefaultMetrics) and the pool's are there from the first scrape.
    expect(series.some((each) => each.name === 'process_cpu_user_seconds_total')).toBe(true)
    expect(series.some((each) => each.name === 'nodejs_eventloop_lag_seconds')).toBe(true)
    expect(series.some((each) => each.name === 'deli_db_pool_connections')).toBe(true)
    expect(series.some((each) => each.name === 'deli_job_queue_jobs')).toBe(true)
  })

  it('leaves a node serving without metrics when its metrics port is taken', async () => {
    const lines: string[] = []
    const second = await serveMetrics({
      host: '127.0.0.1',
      port: metrics.port,
      log: { error: (_detail, message) => lines.push(message) },
    })
    expect(second).toBeNull()
    expect(lines).toEqual([`metrics are off: 127.0.0.1:${metrics.port} could not be opened`])
    expect((await fetch(`${appOrigin}${API}/ping`, { headers: apiHeaders() })).status).toBe(200)
  })

  it('counts a request by its route pattern and status, never its raw URL', async () => {
    const before = await scrape()
    const storeUrl = `${appOrigin}${API}/stores/999999`
    const site = await fetch(`${appOrigin}${API}/site`, { headers: apiHeaders() })
    expect(site.status).toBe(200)
    const missing = await fetch(storeUrl, { headers: apiHeaders() })
    expect(missing.status).toBe(404)
    const after = await scrape()
    const siteSeries = { method: 'GET', route: `${API}/site`, status: '200' }
    expect(
      seriesValue(after, 'deli_http_request_duration_seconds_count', siteSeries) -
        seriesValue(before, 'deli_http_request_duration_seconds_count', siteSeries),
    ).toBe(1)
    const storeSeries = { method: 'GET', route: `${API}/stores/:storeId`, status: '404' }
    expect(
      seriesValue(after, 'deli_http_request_duration_seconds_count', storeSeries) -
        seriesValue(before, 'deli_http_request_duration_seconds_count', storeSeries),
    ).toBe(1)
    expect(after.some((each) => each.labels.route?.includes('999999'))).toBe(false)
    // Its duration is in the sum and in the buckets.
    expect(seriesValue(after, 'deli_http_request_duration_seconds_sum', siteSeries)).toBeGreaterThan(0)
    expect(
      seriesValue(after, 'deli_http_request_duration_seconds_bucket', { ...siteSeries, le: '+Inf' }),
    ).toBeGreaterThanOrEqual(1)
  })

  it('counts an order submitted, then settled; a declined one submitted, then failed', async () => {
    const member = await signInMember(t)
    const before = await scrape()
    const { cart } = await readyCart(t, member)
    await submitWaiting(t, member, submitBody(cart.id, await cardToken(t, APPROVE_CARD)))
    const submitted = await scrape()
    expect(
      seriesValue(submitted, 'deli_orders_submitted_total') -
        seriesValue(before, 'deli_orders_submitted_total'),
    ).toBe(1)
    expect(
      seriesValue(submitted, 'deli_orders_settled_total') - seriesValue(before, 'deli_orders_settled_total'),
    ).toBe(0)
    // The queue holds the submission's job until a worker runs it (this app runs none).
    expect(seriesValue(submitted, 'deli_job_queue_jobs', { queue: SUBMIT_ORDER_JOB, state: 'ready' })).toBe(1)
    await drain(t)
    const settled = await scrape()
    expect(
      seriesValue(settled, 'deli_orders_settled_total') - seriesValue(before, 'deli_orders_settled_total'),
    ).toBe(1)
    expect(seriesValue(settled, 'deli_job_queue_jobs', { queue: SUBMIT_ORDER_JOB, state: 'ready' })).toBe(0)

    const declined = await readyCart(t, member)
    await submitWaiting(t, member, submitBody(declined.cart.id, await cardToken(t, DECLINE_CARD)))
    await drain(t)
    const failed = await scrape()
    expect(
      seriesValue(failed, 'deli_orders_submitted_total') - seriesValue(before, 'deli_orders_submitted_total'),
    ).toBe(2)
    expect(
      seriesValue(failed, 'deli_orders_failed_total') - seriesValue(before, 'deli_orders_failed_total'),
    ).toBe(1)
    expect(
      seriesValue(failed, 'deli_orders_settled_total') - seriesValue(settled, 'deli_orders_settled_total'),
    ).toBe(0)
  })

  it('counts a rate-limit refusal under the limit that refused it', async () => {
    const email = uniqueEmail('metrics')
    const from = { 'x-forwarded-for': '10.53.0.1' }
    const before = await scrape()
    for (let attempt = 0; attempt < 2; attempt++)
      expectError(await logIn(t, email, 'a wrong guess', from), 401, 'CREDENTIALS_INVALID')
    expectError(await logIn(t, email, 'a wrong guess', from), 429, 'RATE_LIMITED')
    const after = await scrape()
    const refusals = (series: TSeries[]) =>
      series
        .filter((each) => each.name === 'deli_rate_limit_refusals_total')
        .reduce((sum, each) => sum + each.value, 0)
    expect(refusals(after) - refusals(before)).toBe(1)
    const refused = after.find(
      (each) =>
        each.name === 'deli_rate_limit_refusals_total' &&
        each.value > seriesValue(before, each.name, each.labels),
    )
    expect(refused?.labels.limit).toMatch(/-ip-email$/)
    // The refusal is a request too: a 429 of the sign-in route.
    const loginSeries = { method: 'POST', route: `${API}/users/login`, status: '429' }
    expect(
      seriesValue(after, 'deli_http_request_duration_seconds_count', loginSeries) -
        seriesValue(before, 'deli_http_request_duration_seconds_count', loginSeries),
    ).toBe(1)
  })

  it('counts menu cache hits and misses', async () => {
    const before = await scrape()
    const menuId = orderStore().menu_id
    for (let read = 0; read < 2; read++)
      expect((await t.call({ method: 'GET', url: `${API}/menus/${menuId}` })).statusCode).toBe(200)
    const after = await scrape()
    const lookups = (series: TSeries[], outcome: string) =>
      seriesValue(series, 'deli_cache_lookups_total', { cache: 'menu', outcome })
    expect(
      lookups(after, 'hit') + lookups(after, 'miss') - lookups(before, 'hit') - lookups(before, 'miss'),
    ).toBe(2)
    expect(lookups(after, 'hit') - lookups(before, 'hit')).toBeGreaterThanOrEqual(1)
  })
})
