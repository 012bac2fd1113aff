import client from 'prom-client'

/**
 * The process's one metrics registry (ADR 053), read by the metrics port (metrics-server.ts). Series
 * are made through the factories below: modules own and move the counters of what they do (orders,
 * their caches) without `platform` ever importing a module. Every name starts with `deli_`.
 */
export const metricsRegistry = new client.Registry()

type TLabels<L extends string> = Partial<Record<L, string | number>>

/** A counter of this registry (made once per name: a second call answers the first one's). */
export function counter<L extends string = never>(
  name: string,
  help: string,
  labelNames: readonly L[] = [],
): client.Counter<L> {
  const existing = metricsRegistry.getSingleMetric(name)
  if (existing) return existing as client.Counter<L>
  return new client.Counter<L>({ name, help, labelNames, registers: [metricsRegistry] })
}

/** A gauge a module or platform part moves itself (inc/dec/set). */
export function gauge<L extends string = never>(
  name: string,
  help: string,
  labelNames: readonly L[] = [],
): client.Gauge<L> {
  const existing = metricsRegistry.getSingleMetric(name)
  if (existing) return existing as client.Gauge<L>
  return new client.Gauge<L>({ name, help, labelNames, registers: [metricsRegistry] })
}

type TSeriesState = {
  labels: Record<string, string | number>
  counts: Float64Array
  sum: number
  count: number
}
type TValue = { labels: Record<string, string | number>; value: number; metricName: string }

/**
 * A Prometheus histogram made for a hot path (ADR 053): `series(labels)` answers a function that
 * observes one label set, so a request costs a bucket search and three additions — no label
 * validation or hashing per call, which were most of prom-client's own histogram's ~1 µs. Callers
 * keep the function per label set. Rendered by the registry like prom-client's histograms.
 */
export class SeriesHistogram<L extends string> {
  readonly type = 'histogram'
  readonly aggregator = 'sum'
  readonly #series = new Map<string, TSeriesState>()

  readonly name: string
  readonly help: string
  readonly bounds: readonly number[]

  constructor(name: string, help: string, bounds: readonly number[]) {
    this.name = name
    this.help = help
    this.bounds = bounds
  }

  series(labels: Record<L, string | number>): (value: number) => void {
    const key = JSON.stringify(labels)
    let state = this.#series.get(key)
    if (!state) {
      state = { labels, counts: new Float64Array(this.bounds.length + 1), sum: 0, count: 0 }
      this.#series.set(key, state)
    }
    const kept = state
    const bounds = this.bounds
    return (value) => {
      let index = 0
      while (index < bounds.length && value > (bounds[index] as number)) index++
      kept.counts[index] = (kept.counts[index] as number) + 1
      kept.sum += value
      kept.count += 1
    }
  }

  reset(): void {
    for (const state of this.#series.values()) {
      state.counts.fill(0)
      state.sum = 0
      state.count = 0
    }
  }

  async get(): Promise<{ name: string; help: string; type: string; aggregator: string; values: TValue[] }> {
    const values: TValue[] = []
    for (const { labels, counts, sum, count } of this.#series.values()) {
      let cumulative = 0
      this.bounds.forEach((bound, index) => {
        cumulative += counts[index] as number
        values.push({
          labels: { ...labels, le: bound },
          value: cumulative,
          metricName: `${this.name}_bucket`,
        })
      })
      values.push({ labels: { ...labels, le: '+Inf' }, value: count, metricName: `${this.name}_bucket` })
      values.push({ labels, value: sum, metricName: `${this.name}_sum` })
      values.push({ labels, value: count, metricName: `${this.name}_count` })
    }
    return { name: this.name, help: this.help, type: this.type, aggregator: this.aggregator, values }
  }
}

/** A SeriesHistogram of this registry; `buckets` in the unit of its name (seconds for `_seconds`). */
export function histogram<L extends string = never>(
  name: string,
  help: string,
  buckets: number[],
): SeriesHistogram<L> {
  const existing = metricsRegistry.getSingleMetric(name)
  if (existing) return existing as unknown as SeriesHistogram<L>
  const made = new SeriesHistogram<L>(name, help, buckets)
  metricsRegistry.registerMetric(made as unknown as client.Metric)
  return made
}

/** Reports a sampled gauge's values: one call per label set (values of one set add up). */
export type TSample<L extends string> = (value: number, labels?: TLabels<L>) => void
export type TSampler<L extends string> = (sample: TSample<L>) => void | Promise<void>

const samplers = new Map<string, Set<TSampler<string>>>()

/**
 * A gauge read only when Prometheus scrapes (pool sizes, queue depths): nothing runs per request.
 * Every app of the process adds its sampler (tests build several); their values of one label set are
 * summed. Answers the function that removes the sampler (the app's close).
 */
export function sampledGauge<L extends string = never>(
  name: string,
  help: string,
  labelNames: readonly L[],
  sampler: TSampler<L>,
): () => void {
  let set = samplers.get(name)
  if (!set) {
    const own = new Set<TSampler<string>>()
    set = own
    samplers.set(name, own)
    new client.Gauge<L>({
      name,
      help,
      labelNames,
      registers: [metricsRegistry],
      async collect() {
        this.reset()
        for (const each of own)
          await each((value, labels) => (labels ? this.inc(labels as TLabels<L>, value) : this.inc(value)))
      },
    })
  }
  const added = sampler as TSampler<string>
  set.add(added)
  return () => set.delete(added)
}

const cacheLookupsTotal = counter('deli_cache_lookups_total', 'Cache lookups by cache and outcome', [
  'cache',
  'outcome',
])

/** A cache's hit and miss counters (`deli_cache_lookups_total{cache, outcome}`); the ratio is PromQL's. */
export function cacheLookups(cache: string): { hit: () => void; miss: () => void } {
  const hits = cacheLookupsTotal.labels(cache, 'hit')
  const misses = cacheLookupsTotal.labels(cache, 'miss')
  return { hit: () => hits.inc(), miss: () => misses.inc() }
}

let defaultsCollected = false

/** Node's own series (CPU, memory, event loop lag, GC, handles): once per process. */
export function collectProcessMetrics(): void {
  if (defaultsCollected) return
  defaultsCollected = true
  client.collectDefaultMetrics({ register: metricsRegistry })
}

/** The text Prometheus scrapes, and its content type. */
export async function renderMetrics(): Promise<{ contentType: string; body: string }> {
  return { contentType: metricsRegistry.contentType, body: await metricsRegistry.metrics() }
}
