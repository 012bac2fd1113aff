import type { THeldItemsReport, TKitchenReport } from '@deli/contracts'
import { useQuery } from '@tanstack/react-query'
import { useId, useMemo, useState } from 'react'
import { BarsChart, type TBarSeries } from './bars-chart.tsx'
import {
  formatDuration,
  HELD_COLUMNS,
  heldItemsCsv,
  KITCHEN_BY,
  kitchenColumns,
  kitchenCsv,
  kitchenRows,
  type TKitchenBy,
} from './kitchen-table.ts'
import { ScrollingTable } from './report-sections.tsx'
import { csvHref } from './report-table.ts'
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
      {held.data && <HeldItemsSection report={held.data} />}
    </>
  )
}

/** Slot fill (booked beside capacity) by hour of day or weekday, its table, and the CSV of it. */
function KitchenSection(props: { report: TKitchenReport }) {
  const ids = useId()
  const [by, setBy] = useState<TKitchenBy>('hour')
  const { report } = props
  const rows = kitchenRows(report, by)
  const columns = kitchenColumns(by)
  const labels = useMemo(() => rows.map((row) => row.bucket), [rows])
  const series = useMemo(
    (): [TBarSeries, TBarSeries] => [
      { label: 'Booked', values: rows.map((row) => row.booked) },
      { label: 'Capacity', values: rows.map((row) => row.capacity) },
    ],
    [rows],
  )
  const { total } = report
  return (
    <section className="bo-section reports__kitchen" aria-labelledby={`${ids}-kitchen`}>
      <div className="bo-section__head">
        <h2 id={`${ids}-kitchen`}>Kitchen and capacity</h2>
        <a
          className="btn btn--small btn--outline"
          href={csvHref(kitchenCsv(report, by))}
          download={`kitchen-${report.period.from}-${report.period.to}-by-${by}.csv`}
        >
          Download kitchen CSV
        </a>
      </div>
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
      <BarsChart
        labels={labels}
        series={series}
        caption={`orders booked beside capacity by ${KITCHEN_BY[by].toLowerCase()}; the table below has every figure.`}
      />
      <ScrollingTable label="Kitchen table">
        <table className="reports__table">
          <caption>Kitchen and capacity by {KITCHEN_BY[by].toLowerCase()}</caption>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column.title} scope="col">
                  {column.title}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.bucket}>
                {columns.map((column, index) =>
                  index === 0 ? (
                    <th key={column.title} scope="row">
                      {column.value(row)}
                    </th>
                  ) : (
                    <td key={column.title}>{column.value(row)}</td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollingTable>
    </section>
  )
}

/** The items 86'd in the period, longest off the menu first, and the CSV of them. */
function HeldItemsSection(props: { report: THeldItemsReport }) {
  const ids = useId()
  const { report } = props
  return (
    <section className="bo-section reports__held" aria-labelledby={`${ids}-held`}>
      <div className="bo-section__head">
        <h2 id={`${ids}-held`}>Items 86'd</h2>
        <a
          className="btn btn--small btn--outline"
          href={csvHref(heldItemsCsv(report))}
          download={`86d-items-${report.period.from}-${report.period.to}.csv`}
        >
          Download 86'd items CSV
        </a>
      </div>
      {report.items.length === 0 ? (
        <p className="bo-muted">Nothing was 86'd in these days.</p>
      ) : (
        <ScrollingTable label="86'd items table">
          <table className="reports__table">
            <caption className="visually-hidden">Items 86'd, longest off the menu first</caption>
            <thead>
              <tr>
                {HELD_COLUMNS.map((column) => (
                  <th key={column.title} scope="col">
                    {column.title}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {report.items.map((row) => (
                <tr key={`${row.storeId}-${row.kind}-${row.itemId}`}>
                  {HELD_COLUMNS.map((column, index) =>
                    index === 0 ? (
                      <th key={column.title} scope="row">
                        {column.value(row)}
                      </th>
                    ) : (
                      <td key={column.title}>{column.value(row)}</td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollingTable>
      )}
    </section>
  )
}
