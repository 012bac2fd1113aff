import { useEffect, useRef } from 'react'

const HEIGHT = 220
const COLOURS = ['#a3201d', '#8a8a8a'] as const

/**
 * Counts by label as bars (one or two series side by side), drawn with uPlot as the sales chart
 * (ADR 064): loaded when it mounts, hidden from assistive technology — the table under it carries
 * the same figures and its caption says so. The keys reuse the sales chart's colours.
 */
export function CountsChart(props: {
  labels: string[]
  series: { label: string; values: number[] }[]
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
      const width = element.clientWidth || 320
      const isCrowded = labels.length * 90 > width - 60
      const align = (index: number): -1 | 0 | 1 => (series.length === 1 ? 0 : index === 0 ? -1 : 1)
      chart = new uPlot(
        {
          width,
          height: HEIGHT,
          legend: { show: false },
          cursor: { show: false },
          scales: { x: { time: false, range: [-0.5, Math.max(labels.length - 0.5, 0.5)] } },
          axes: [
            {
              splits: () => labels.map((_, index) => index),
              // A crowded day reads as 11-27 (the table under the chart has the year).
              values: (_chart, splits) =>
                splits.map((index) => {
                  const label = labels[index] ?? ''
                  return isCrowded && /^\d{4}-\d{2}-\d{2}$/.test(label) ? label.slice(5) : label
                }),
              rotate: isCrowded ? -45 : 0,
              size: isCrowded ? 80 : 40,
            },
            {
              values: (_chart, splits) =>
                splits.map((count) => (Number.isInteger(count) ? String(count) : '')),
            },
          ],
          series: [
            {},
            ...series.map((one, index) => ({
              label: one.label,
              fill: COLOURS[index],
              stroke: COLOURS[index],
              paths: uPlot.paths.bars?.({ size: [series.length === 1 ? 0.6 : 0.4, 48], align: align(index) }),
              points: { show: false },
            })),
          ],
        },
        [labels.map((_, index) => index), ...series.map((one) => one.values)],
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
        {series.map((one, index) => (
          <span
            key={one.label}
            className={`reports-chart__key reports-chart__key--${index === 0 ? 'current' : 'previous'}`}
          >
            {one.label}{' '}
          </span>
        ))}
        — {props.caption}
      </figcaption>
    </figure>
  )
}
