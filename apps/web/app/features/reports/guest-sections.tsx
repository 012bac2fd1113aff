import type { TGuestsReport, TOrderMixReport } from '@deli/contracts'
import { useId, useMemo } from 'react'
import { CountsChart } from './counts-chart.tsx'
import { GUEST_COLUMNS, guestsCsv, MIX_COLUMNS, mixCsv, mixName, OFFER_COLUMNS } from './guest-tables.ts'
import { ScrollingTable } from './report-sections.tsx'
import { csvHref } from './report-table.ts'

/** A table of rows by columns, the leading columns' cells as row headers. */
function ColumnsTable<TRow>(props: {
  caption: string
  columns: readonly { title: string; value: (row: TRow) => string }[]
  rows: TRow[]
  rowKey: (row: TRow) => string
  /** How many leading columns name the row (row headers): 1 unless given. */
  headers?: number
}) {
  return (
    <table className="reports__table">
      <caption className="visually-hidden">{props.caption}</caption>
      <thead>
        <tr>
          {props.columns.map((column) => (
            <th key={column.title} scope="col">
              {column.title}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {props.rows.map((row) => (
          <tr key={props.rowKey(row)}>
            {props.columns.map((column, index) =>
              index < (props.headers ?? 1) ? (
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
  )
}

/** The order mix (ADR 064's amendment): catering or mealtime, ASAP or ahead, group orders. */
export function OrderMixSection(props: { report: TOrderMixReport }) {
  const ids = useId()
  const { report } = props
  const chart = useMemo(
    () => ({
      labels: report.rows.map(mixName),
      series: [{ label: 'Orders', values: report.rows.map((row) => row.orders) }],
    }),
    [report],
  )
  return (
    <section className="bo-section reports__mix" aria-labelledby={`${ids}-mix`}>
      <div className="bo-section__head">
        <h2 id={`${ids}-mix`}>Catering, timing and group orders</h2>
        <a
          className="btn btn--small btn--outline"
          href={csvHref(mixCsv(report))}
          download={`order-mix-${report.period.from}-${report.period.to}.csv`}
        >
          Download order mix CSV
        </a>
      </div>
      <CountsChart {...chart} caption="orders of each kind; the table below has every figure." />
      <ScrollingTable label="Order mix table">
        <ColumnsTable
          caption="Orders by menu, timing and group order"
          columns={MIX_COLUMNS}
          rows={report.rows}
          rowKey={(row) => `${row.dimension}-${row.value}`}
          headers={2}
        />
      </ScrollingTable>
    </section>
  )
}

/** Guests (ADR 064's amendment): new and returning members per day, sign-ups, points, offers used. */
export function GuestsSection(props: { report: TGuestsReport }) {
  const ids = useId()
  const { report } = props
  const chart = useMemo(
    () => ({
      labels: report.days.map((day) => day.day),
      series: [
        { label: 'New members', values: report.days.map((day) => day.newMembers) },
        { label: 'Returning members', values: report.days.map((day) => day.returningMembers) },
      ],
    }),
    [report],
  )
  const hasSignUps = report.days.some((day) => day.signUps !== null)
  return (
    <section className="bo-section reports__guests" aria-labelledby={`${ids}-guests`}>
      <div className="bo-section__head">
        <h2 id={`${ids}-guests`}>Guests</h2>
        <a
          className="btn btn--small btn--outline"
          href={csvHref(guestsCsv(report))}
          download={`guests-${report.period.from}-${report.period.to}.csv`}
        >
          Download guests CSV
        </a>
      </div>
      <CountsChart {...chart} caption="members' orders by day; the table below has every figure." />
      {!hasSignUps && (
        <p className="bo-muted">
          Sign-ups are counted for the whole chain only: a member belongs to no store.
        </p>
      )}
      <ScrollingTable label="Guests table">
        <ColumnsTable
          caption="Members' orders, sign-ups and points by day"
          columns={GUEST_COLUMNS}
          rows={report.days}
          rowKey={(day) => day.day}
        />
      </ScrollingTable>
      <h3>Offers and rewards used</h3>
      {report.offers.length === 0 ? (
        <p className="bo-muted">No offer or reward used in these days.</p>
      ) : (
        <ScrollingTable label="Offers table">
          <ColumnsTable
            caption="Offers and rewards by orders that used them"
            columns={OFFER_COLUMNS}
            rows={report.offers}
            rowKey={(row) => row.label}
          />
        </ScrollingTable>
      )}
    </section>
  )
}
