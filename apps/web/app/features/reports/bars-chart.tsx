import { useEffect, useRef } from 'react'

const HEIGHT = 240
/** The keys' colours (back-office.css `reports-chart__key--current` / `--previous`). */
const COLOURS = ['#a3201d', '#8a8a8a'] as const

export type TBarSeries = { label: string; values: readonly number[] }

/**
 * Two series of bars side by side over labelled buckets, drawn with uPlot like the sales chart
 * (ADR 064: imported when the chart mounts, a chunk only the reports page loads). The canvas is
 * hidden from assistive technology: the table under it carries the same figures (the caption says so).
 */
export function BarsChart(props: {
  labels: readonly string[]
  series: readonly [TBarSeries, TBarSeries]
  caption: string
}) {
  const holder = useRef<HTMLDivElement>(null)
  const { labels, series } = props
  useEffect(() => {
    const element = holder.current
    if (!element) return
    let chart: { destroy: () => void; setSize: (size: { width: number; height: number }) => void } | null =
      null
    let observer: ResizeObserver | null = null
    let isGone = false
    void Promise.all([import('uplot'), import('uplot/dist/uPlot.min.css')]).then(([{ default: uPlot }]) => {
      if (isGone) return
      const bars = (align: -1 | 1) => uPlot.paths.bars?.({ size: [0.4, 32], align })
      const width = element.clientWidth || 320
      // Every label when they fit, else every third (24 hours on a phone).
      const step = labels.length * 28 > width - 60 ? 3 : 1
      chart = new uPlot(
        {
          width,
          height: HEIGHT,
          legend: { show: false },
          cursor: { show: false },
          scales: { x: { time: false, range: [-0.5, Math.max(labels.length - 0.5, 0.5)] } },
          axes: [
            {
              splits: () => labels.map((_, index) => index).filter((index) => index % step === 0),
              values: (_chart, splits) => splits.map((index) => labels[index] ?? ''),
              size: 40,
            },
            { size: 50 },
          ],
          series: [
            {},
            ...series.map((one, index) => ({
              label: one.label,
              fill: COLOURS[index],
              stroke: COLOURS[index],
              paths: bars(index === 0 ? -1 : 1),
              points: { show: false },
            })),
          ],
        },
        [labels.map((_, index) => index), [...series[0].values], [...series[1].values]],
        element,
      )
      observer = new ResizeObserver(() =>
        chart?.setSize({ width: element.clientWidth || width, height: HEIGHT }),
      )
      observer.observe(element)
    })
    return () => {
      isGone = true
      observer?.disconnect()
      chart?.destroy()
    }
  }, [labels, series])
  return (
    <figure className="reports-chart">
      <div ref={holder} className="reports-chart__canvas" aria-hidden="true" />
      <figcaption>
        <span className="reports-chart__key reports-chart__key--current">{series[0].label}</span>{' '}
        <span className="reports-chart__key reports-chart__key--previous">{series[1].label}</span> —{' '}
        {props.caption}
      </figcaption>
    </figure>
  )
}
