import { describe, expect, it } from 'vitest'
import { histogram, metricsRegistry } from '../src/platform/metrics.ts'

describe('SeriesHistogram (ADR 053)', () => {
  it("renders Prometheus's cumulative buckets (le: at most), sum and count per label set", async () => {
    const made = histogram<'route'>('deli_test_histogram_seconds', 'A test histogram', [0.1, 1])
    const fast = made.series({ route: '/fast' })
    const slow = made.series({ route: '/slow/:id' })
    fast(0.05)
    fast(0.1)
    slow(0.5)
    slow(3)
    // The same label set answers the same series.
    made.series({ route: '/fast' })(1)
    const text = await metricsRegistry.getSingleMetricAsString('deli_test_histogram_seconds')
    expect(text.split('\n')).toEqual([
      '# HELP deli_test_histogram_seconds A test histogram',
      '# TYPE deli_test_histogram_seconds histogram',
      'deli_test_histogram_seconds_bucket{route="/fast",le="0.1"} 2',
      'deli_test_histogram_seconds_bucket{route="/fast",le="1"} 3',
      'deli_test_histogram_seconds_bucket{route="/fast",le="+Inf"} 3',
      'deli_test_histogram_seconds_sum{route="/fast"} 1.15',
      'deli_test_histogram_seconds_count{route="/fast"} 3',
      'deli_test_histogram_seconds_bucket{route="/slow/:id",le="0.1"} 0',
      'deli_test_histogram_seconds_bucket{route="/slow/:id",le="1"} 1',
      'deli_test_histogram_seconds_bucket{route="/slow/:id",le="+Inf"} 2',
      'deli_test_histogram_seconds_sum{route="/slow/:id"} 3.5',
      'deli_test_histogram_seconds_count{route="/slow/:id"} 2',
    ])
    // A second factory call answers the same histogram (modules may be loaded twice).
    expect(histogram('deli_test_histogram_seconds', 'A test histogram', [0.1, 1])).toBe(made)
  })
})
