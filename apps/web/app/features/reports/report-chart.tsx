import { formatMoney } from '@deli/domain'
import { Fragment, useEffect, useRef } from 'react'
import { chartLabels } from './chart-labels.ts'

/** The keys' colours (back-office.css `reports-chart__key--current` / `--previous`). */
const COLOURS = ['#a3201d', '#8a8a8a'] as const
const KEYS = ['current', 'previous'] as const

export type TChartSeries = { label: string; values: readonly number[] }

/**
 * How a chart is laid out: its height, its bars' widest, the value axis (its numbers' words and
 * width; uPlot's own when not given) and what happens when the labels are too many for the width
 * (`labelWidth` px each over the width less `reserve`): turned 45° on an axis `turn` px tall (a day
 * reads as 11-27 when `isShortDays`: the table has the year), else only every third label.
 */
export type TChartLayout = {
  height: number
  barWidth: number
  values?: { format?: (value: number) => string; size?: number }
  crowded: { labelWidth: number; reserve: number; turn?: number; isShortDays?: boolean }
}

/** Money by day, week, month or hour (the sales report's net sales). */
export const MONEY_CHART: TChartLayout = {
  height: 260,
  barWidth: 48,
  values: { format: (cents) => formatMoney(Math.round(cents)), size: 80 },
  crowded: { labelWidth: 80, reserve: 80, turn: 56, isShortDays: true },
}
/** Many narrow buckets (24 hours, 7 weekdays): every third label when they do not fit. */
export const SLOTS_CHART: TChartLayout = {
  height: 240,
  barWidth: 32,
  values: { size: 50 },
  crowded: { labelWidth: 28, reserve: 60 },
}
/** Counts by name or day (whole numbers only on the axis). */
export const COUNTS_CHART: TChartLayout = {
  height: 220,
  barWidth: 48,
  values: { format: (count) => (Number.isInteger(count) ? String(count) : '') },
  crowded: { labelWidth: 90, reserve: 60, turn: 80, isShortDays: true },
}

/** A chart's figures, layout and caption (its words after the keys). */
export type TReportChart = {
  labels: readonly string[]
  series: readonly TChartSeries[]
  layout: TChartLayout
  caption: string
}

/**
 * One or two series of bars over labelled buckets (two side by side), drawn with uPlot (ADR 064:
 * ~23 KB gzip, canvas). uPlot is imported when the chart mounts, so it is a chunk of its own that only
 * the reports page loads. The canvas is hidden from assistive technology: the table under it carries
 * the same figures (the caption says so). `labels`, `series` and `layout` should keep their identity
 * between renders (memoised or constants): a change draws the chart again.
 */
export function ReportChart(props: TReportChart) {
  const holder = useRef<HTMLDivElement>(null)
  const { labels, series, layout } = props
  useEffect(() => {
    const element = holder.current
    if (!element) return
    let chart: { destroy: () => void; setSize: (size: { width: number; height: number }) => void } | null =
      null
    let observer: ResizeObserver | null = null
    let isGone = false
    void Promise.all([import('uplot'), import('uplot/dist/uPlot.min.css')]).then(([{ default: uPlot }]) => {
      if (isGone) return
      const { height, crowded } = layout
      const width = element.clientWidth || 320
      const { isTurned, step, text } = chartLabels(labels, crowded, width)
      const isSingle = series.length === 1
      const format = layout.values?.format
      chart = new uPlot(
        {
          width,
          height,
          legend: { show: false },
          // Room on the right for the last label, turned or level, which the plot would cut off.
          padding: [8, 24, 0, 0],
          cursor: { show: false },
          scales: { x: { time: false, range: [-0.5, Math.max(labels.length - 0.5, 0.5)] } },
          axes: [
            {
              splits: () => labels.map((_, index) => index).filter((index) => index % step === 0),
              values: (_chart, splits) => splits.map((index) => text(labels[index] ?? '')),
              rotate: isTurned ? -45 : 0,
              size: isTurned ? crowded.turn : 40,
            },
            {
              ...(format && { values: (_chart: unknown, splits: number[]) => splits.map(format) }),
              ...(layout.values?.size !== undefined && { size: layout.values.size }),
            },
          ],
          series: [
            {},
            ...series.map((one, index) => ({
              label: one.label,
              fill: COLOURS[index],
              stroke: COLOURS[index],
              paths: uPlot.paths.bars?.({
                size: [isSingle ? 0.6 : 0.4, layout.barWidth],
                align: isSingle ? 0 : index === 0 ? -1 : 1,
              }),
              points: { show: false },
            })),
          ],
        },
        [labels.map((_, index) => index), ...series.map((one) => [...one.values])],
        element,
      )
      observer = new ResizeObserver(() => chart?.setSize({ width: element.clientWidth || width, height }))
      observer.observe(element)
    })
    return () => {
      isGone = true
      observer?.disconnect()
      chart?.destroy()
    }
  }, [labels, series, layout])
  return (
    <figure className="reports-chart">
      {/* The chart's own height is kept for it before uPlot loads: no jump, and no gap after. */}
      <div
        ref={holder}
        className="reports-chart__canvas"
        style={{ minHeight: layout.height }}
        aria-hidden="true"
      />
      <figcaption>
        {series.map((one, index) => (
          <Fragment key={one.label}>
            <span className={`reports-chart__key reports-chart__key--${KEYS[index] ?? 'previous'}`}>
              {one.label}
            </span>{' '}
          </Fragment>
        ))}
        — {props.caption}
      </figcaption>
    </figure>
  )
}
