import { context, propagation, trace } from '@opentelemetry/api'
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks'
import { W3CTraceContextPropagator } from '@opentelemetry/core'
import {
  InMemorySpanExporter,
  type ReadableSpan,
  SimpleSpanProcessor,
  TracerProvider,
} from '@opentelemetry/sdk-trace'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SUBMIT_ORDER_JOB } from '../src/modules/orders/order-job-names.ts'
import { setTracing } from '../src/platform/tracing.ts'
import { API } from './cart-helpers.ts'
import { build, type TTestApp } from './helper.ts'
import { cardToken, drain, readyCart, SUBMIT_URL, signInMember, submitBody } from './order-helpers.ts'

/**
 * Traces (ADR 053): with a tracer provider registered (here one exporting to memory, as main.ts's SDK
 * would to a collector), a request, the SQL statements it runs and the job it queues are one trace:
 * the statements are children of the request's span, the job's span is a child of it too, and the
 * job's own statements are the job span's children.
 */

const exporter = new InMemorySpanExporter()
let t: TTestApp

beforeAll(async () => {
  trace.setGlobalTracerProvider(
    new TracerProvider({ spanProcessors: [new SimpleSpanProcessor({ exporter })] }),
  )
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable())
  propagation.setGlobalPropagator(new W3CTraceContextPropagator())
  setTracing(true)
  t = await build()
})
afterAll(() => {
  setTracing(false)
  trace.disable()
  context.disable()
  propagation.disable()
})

const parentOf = (span: ReadableSpan): string | undefined => span.parentSpanContext?.spanId
const idOf = (span: ReadableSpan): string => span.spanContext().spanId
const traceOf = (span: ReadableSpan): string => span.spanContext().traceId

describe('a traced submission', () => {
  it('puts the request, its SQL and the job it queues (with its SQL) in one trace', async () => {
    const member = await signInMember(t)
    const { cart } = await readyCart(t, member)
    const token = await cardToken(t)
    exporter.reset()

    const submitted = await t.call({
      method: 'POST',
      url: SUBMIT_URL,
      payload: submitBody(cart.id, token),
      headers: member.headers,
    })
    expect(submitted.statusCode, JSON.stringify(submitted.json)).toBe(200)
    const server = exporter.getFinishedSpans().find((span) => span.name === `POST ${SUBMIT_URL}`)
    if (!server) throw new Error('no span for the request')
    expect(server.attributes['http.response.status_code']).toBe(200)
    const inTrace = () => exporter.getFinishedSpans().filter((span) => traceOf(span) === traceOf(server))
    const requestSql = inTrace().filter((span) => span.name === 'pg.query' && parentOf(span) === idOf(server))
    // The basket's lock, the order's insert, the job's insert … each under the request's span.
    expect(requestSql.length).toBeGreaterThanOrEqual(3)
    expect(
      requestSql.some((span) => /insert into "?orders"?/i.test(String(span.attributes['db.query.text']))),
    ).toBe(true)

    // The worker (here drain) runs the queued job in a span of the same trace, under the request's.
    expect(await drain(t)).toBeGreaterThanOrEqual(1)
    const job = inTrace().find((span) => span.name === `job ${SUBMIT_ORDER_JOB}`)
    if (!job) throw new Error('the job ran outside the request trace')
    expect(parentOf(job)).toBe(idOf(server))
    const jobSql = inTrace().filter((span) => span.name === 'pg.query' && parentOf(span) === idOf(job))
    expect(jobSql.length).toBeGreaterThanOrEqual(2)
    // The job did its work: the order is paid, and waits as an order ahead for its fire time (ADR 066).
    const { rows } = await t.db.$client.query('select status from orders where cart_id = $1', [cart.id])
    expect(rows[0]?.status).toBe('scheduled')
  })

  it("continues a caller's trace (traceparent)", async () => {
    const traceId = '0af7651916cd43dd8448eb211c80319c'
    exporter.reset()
    const answer = await t.call({
      method: 'GET',
      url: `${API}/site`,
      headers: { traceparent: `00-${traceId}-b7ad6b7169203331-01` },
    })
    expect(answer.statusCode).toBe(200)
    const server = exporter.getFinishedSpans().find((span) => span.name === `GET ${API}/site`)
    expect(server && traceOf(server)).toBe(traceId)
    expect(server && parentOf(server)).toBe('b7ad6b7169203331')
  })
})
