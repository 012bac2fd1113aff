import {
  type Context,
  context,
  propagation,
  ROOT_CONTEXT,
  type Span,
  SpanKind,
  SpanStatusCode,
  trace,
} from '@opentelemetry/api'
import type { FastifyInstance, FastifyRequest } from 'fastify'

/**
 * Traces (ADR 053, optional, off by default): OpenTelemetry spans for a request, the SQL statements
 * it runs and the jobs it queues, all in one trace. The spans are made here by hand at the three
 * places everything passes through (a Fastify hook, the pool's client, the job runner), so no loader
 * hook patches modules. Off, each place costs one boolean test.
 */
const tracer = trace.getTracer('deli-api')
let isOn = false

/** Whether spans are made: a tracer provider is registered (main.ts's SDK, or a test's). */
export const isTracing = (): boolean => isOn

/** Marks tracing on or off; the caller has registered (or removed) the global tracer provider. */
export function setTracing(on: boolean): void {
  isOn = on
}

/**
 * Starts OpenTelemetry's Node SDK when `OTEL_TRACES_EXPORTER` names an exporter (`otlp`, `console`,
 * `zipkin`…): it reads the standard `OTEL_*` variables of the process itself (endpoint, headers,
 * protocol, service name, sampler). Unset or `none`: nothing is loaded. Answers the SDK's shutdown,
 * which flushes the last spans; a collector that cannot be reached then is logged, never fatal.
 */
export async function startTracing(log: {
  warn: (detail: object, message: string) => void
}): Promise<(() => Promise<void>) | null> {
  const exporter = process.env.OTEL_TRACES_EXPORTER?.trim()
  if (!exporter || exporter === 'none' || process.env.OTEL_SDK_DISABLED === 'true') return null
  const { NodeSDK } = await import('@opentelemetry/sdk-node')
  const sdk = new NodeSDK({ serviceName: process.env.OTEL_SERVICE_NAME ?? 'deli-api', instrumentations: [] })
  sdk.start()
  setTracing(true)
  return async () => {
    setTracing(false)
    await sdk
      .shutdown()
      .catch((error: unknown) => log.warn({ err: error }, 'the last spans were not exported'))
  }
}

const spans = new WeakMap<FastifyRequest, { span: Span; context: Context }>()

/**
 * A server span per request, continuing the caller's trace (`traceparent`). Its context is entered
 * in `preHandler` (after the body is read, whose stream events carry no context of ours), so the
 * handler's statements and the jobs it queues are its children.
 */
export function installRequestTracing(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    const parent = propagation.extract(ROOT_CONTEXT, request.headers)
    const span = tracer.startSpan(
      `${request.method} ${request.routeOptions.url ?? 'unmatched'}`,
      {
        kind: SpanKind.SERVER,
        attributes: {
          'http.request.method': request.method,
          'http.route': request.routeOptions.url ?? 'unmatched',
          'url.path': request.url.split('?')[0],
        },
      },
      parent,
    )
    const active = trace.setSpan(parent, span)
    spans.set(request, { span, context: active })
    context.with(active, done)
  })
  app.addHook('preHandler', (request, _reply, done) => {
    const traced = spans.get(request)
    if (traced) context.with(traced.context, done)
    else done()
  })
  app.addHook('onResponse', (request, reply, done) => {
    const traced = spans.get(request)
    if (traced) {
      traced.span.setAttribute('http.response.status_code', reply.statusCode)
      if (reply.statusCode >= 500) traced.span.setStatus({ code: SpanStatusCode.ERROR })
      traced.span.end()
      spans.delete(request)
    }
    done()
  })
}

/** A client span for one SQL statement under the active span (none outside a trace). */
export function startQuerySpan(text: string): Span | null {
  const parent = trace.getSpan(context.active())
  if (!parent) return null
  return tracer.startSpan(
    'pg.query',
    {
      kind: SpanKind.CLIENT,
      attributes: { 'db.system.name': 'postgresql', 'db.query.text': text.slice(0, 2000) },
    },
    context.active(),
  )
}

/** Ends a statement's span, marking a failure. */
export function endQuerySpan(span: Span | null, error: unknown): void {
  if (!span) return
  if (error) span.setStatus({ code: SpanStatusCode.ERROR, message: String((error as Error).message) })
  span.end()
}

/** The job data key carrying the queuing request's trace context to the worker. */
export const TRACE_CONTEXT_KEY = '_trace'

/** The active trace context as W3C headers, to send with a job (undefined outside a trace). */
export function traceCarrier(): Record<string, string> | undefined {
  if (!trace.getSpan(context.active())) return undefined
  const carrier: Record<string, string> = {}
  propagation.inject(context.active(), carrier)
  return Object.keys(carrier).length > 0 ? carrier : undefined
}

/** Runs a job's handler in a consumer span continuing the trace of the request that queued it. */
export function runJobTraced<T>(
  queue: string,
  carrier: Record<string, string> | undefined,
  run: () => Promise<T>,
): Promise<T> {
  const parent = carrier ? propagation.extract(ROOT_CONTEXT, carrier) : ROOT_CONTEXT
  const span = tracer.startSpan(
    `job ${queue}`,
    { kind: SpanKind.CONSUMER, attributes: { 'messaging.destination.name': queue } },
    parent,
  )
  return context.with(trace.setSpan(parent, span), async () => {
    try {
      return await run()
    } catch (error) {
      span.setStatus({ code: SpanStatusCode.ERROR, message: String((error as Error)?.message) })
      throw error
    } finally {
      span.end()
    }
  })
}
