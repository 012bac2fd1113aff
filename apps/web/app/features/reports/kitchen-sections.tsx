import type { TKitchenReport } from '@deli/contracts'
import { useQuery } from '@tanstack/react-query'
import { useId, useMemo, useState } from 'react'
import {
  formatDuration,
  heldItemsSection,
  KITCHEN_BY,
  kitchenRows,
  kitchenSection,
  type TKitchenBy,
} from './kitchen-table.ts'
import { SLOTS_CHART } from './report-chart.tsx'
import { ReportSection } from './report-section.tsx'
import { reportsApi } from './reports-api.ts'

/** The kitchen and capacity report and the items 86'd (ADR 064), for the page's filters (`query`). */
export function KitchenReports(props: { query: string }) {
  const kitchen = useQuery({
    queryKey: ['reports', 'kitchen', props.query],
    queryFn: () => reportsApi.kitchen(props.query),
  })
  const held = useQuery({
    queryKey: ['reports', 'held-items', props.query],
    queryFn: () => reportsApi.heldItems(props.query),
  })
  return (
    <>
      {kitchen.data && <KitchenSection report={kitchen.data} />}
      {held.data && <ReportSection {...heldItemsSection(held.data)} />}
    </>
  )
}

/** Slot fill (booked beside capacity) by hour of day or weekday, its table, and the CSV of it. */
function KitchenSection(props: { report: TKitchenReport }) {
  const ids = useId()
  const [by, setBy] = useState<TKitchenBy>('hour')
  const { report } = props
  const chart = useMemo(() => {
    const rows = kitchenRows(report, by)
    return {
      labels: rows.map((row) => row.bucket),
      series: [
        { label: 'Booked', values: rows.map((row) => row.booked) },
        { label: 'Capacity', values: rows.map((row) => row.capacity) },
      ],
      layout: SLOTS_CHART,
      caption: `orders booked beside capacity by ${KITCHEN_BY[by].toLowerCase()}; the table below has every figure.`,
    }
  }, [report, by])
  const { total } = report
  return (
    <ReportSection {...kitchenSection(report, by)} chart={chart}>
      <p className="bo-muted">
        By the hour orders were promised for, in each store's time. Capacity counts the hours that took or
        turned away orders.
      </p>
      <dl className="reports__summary">
        <div>
          <dt>Booked</dt>
          <dd>
            {total.booked} of {total.capacity}
          </dd>
        </div>
        <div>
          <dt>Turned away (slot full)</dt>
          <dd>{total.refused}</dd>
        </div>
        <div>
          <dt>Average submit to ready</dt>
          <dd>{formatDuration(total.averageReadySeconds)}</dd>
        </div>
        <div>
          <dt>Late</dt>
          <dd>
            {total.late} of {total.readied} ready
          </dd>
        </div>
      </dl>
      <fieldset className="reports__by">
        <legend>Group the kitchen by</legend>
        {(Object.keys(KITCHEN_BY) as TKitchenBy[]).map((value) => (
          <label key={value}>
            <input
              type="radio"
              name={`${ids}-by`}
              value={value}
              checked={by === value}
              onChange={() => setBy(value)}
            />{' '}
            {KITCHEN_BY[value]}
          </label>
        ))}
      </fieldset>
    </ReportSection>
  )
}
