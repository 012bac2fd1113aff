import type { TSalesReport } from '@deli/contracts'
import { formatMoney } from '@deli/domain'
import { useEffect, useRef } from 'react'

const HEIGHT = 260
const CURRENT_COLOUR = '#a3201d'
const PREVIOUS_COLOUR = '#8a8a8a'

/**
 * Net sales by bucket, this period's bars beside the previous period's, drawn with uPlot (ADR 064:
 * ~23 KB gzip, canvas). uPlot is imported when the chart mounts, so it is a chunk of its own that only
 * this staff page loads. The canvas is hidden from assistive technology: the table under it carries
 * the same figures (its caption says so).
 */
export function SalesChart(props: { report: TSalesReport; caption: string }) {
  const holder = useRef<HTMLDivElement>(null)
  const { rows } = props.report
  useEffect(() => {
    const element = holder.current
    if (!element) return
    let chart: { destroy: () => void; setSize: (size: { width: number; height: number }) => void } | null =
      null
    let observer: ResizeObserver | null = null
    let isGone = false
    void Promise.all([import('uplot'), import('uplot/dist/uPlot.min.css')]).then(([{ default: uPlot }]) => {
      if (isGone) return
      const labels = rows.map((row) => row.bucket)
      const bars = (align: -1 | 1) => uPlot.paths.bars?.({ size: [0.4, 48], align })
      const width = element.clientWidth || 320
      // Day labels are ~80 px wide: turned when they would overlap (a week by day on a phone).
      const isCrowded = labels.length * 80 > width - 80
      chart = new uPlot(
        {
          width,
          height: HEIGHT,
          legend: { show: false },
          cursor: { show: false },
          scales: { x: { time: false, range: [-0.5, Math.max(rows.length - 0.5, 0.5)] } },
          axes: [
            {
              splits: () => labels.map((_, index) => index),
              values: (_chart, splits) => splits.map((index) => labels[index] ?? ''),
              rotate: isCrowded ? -45 : 0,
              size: isCrowded ? 70 : 40,
            },
            { values: (_chart, splits) => splits.map((cents) => formatMoney(Math.round(cents))), size: 80 },
          ],
          series: [
            {},
            {
              label: 'This period',
              fill: CURRENT_COLOUR,
              stroke: CURRENT_COLOUR,
              paths: bars(-1),
              points: { show: false },
            },
            {
              label: 'Previous period',
              fill: PREVIOUS_COLOUR,
              stroke: PREVIOUS_COLOUR,
              paths: bars(1),
              points: { show: false },
            },
          ],
        },
        [
          rows.map((_, index) => index),
          rows.map((row) => row.current.netSales),
          rows.map((row) => row.previous.netSales),
        ],
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
  }, [rows])
  return (
    <figure className="reports-chart">
      <div ref={holder} className="reports-chart__canvas" aria-hidden="true" />
      <figcaption>
        <span className="reports-chart__key reports-chart__key--current">This period</span>{' '}
        <span className="reports-chart__key reports-chart__key--previous">Previous period</span> —{' '}
        {props.caption}
      </figcaption>
    </figure>
  )
}
