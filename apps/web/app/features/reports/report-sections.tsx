import type { TChannelsReport, TItemsReport } from '@deli/contracts'
import { type ReactNode, useId } from 'react'
import { CHANNEL_COLUMNS, channelsCsv, csvHref, ITEM_COLUMNS, itemLines, itemsCsv } from './report-table.ts'

/** A report's table in a region that scrolls sideways on a phone (keyboard users scroll it too). */
export function ScrollingTable(props: { label: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a table wider than a phone scrolls; keyboard users scroll it too
    <section className="reports__table-wrap" tabIndex={0} aria-label={props.label}>
      {props.children}
    </section>
  )
}

/** The channels and handoffs report: the period's figures for each. */
export function ChannelsSection(props: { report: TChannelsReport }) {
  const ids = useId()
  return (
    <section className="bo-section reports__channels" aria-labelledby={`${ids}-channels`}>
      <div className="bo-section__head">
        <h2 id={`${ids}-channels`}>Channels and handoffs</h2>
        <a
          className="btn btn--small btn--outline"
          href={csvHref(channelsCsv(props.report))}
          download={`channels-${props.report.period.from}-${props.report.period.to}.csv`}
        >
          Download channels CSV
        </a>
      </div>
      <ScrollingTable label="Channels table">
        <table className="reports__table">
          <caption className="visually-hidden">Sales by channel and by handoff</caption>
          <thead>
            <tr>
              {CHANNEL_COLUMNS.map((column) => (
                <th key={column.title} scope="col">
                  {column.title}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {props.report.rows.map((row) => (
              <tr key={`${row.kind}-${row.name}`}>
                {CHANNEL_COLUMNS.map((column, index) =>
                  index < 2 ? (
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

/** The items report: best sellers first (the last rows are the worst), options under their product. */
export function ItemsSection(props: { report: TItemsReport }) {
  const ids = useId()
  const lines = itemLines(props.report)
  return (
    <section className="bo-section reports__items" aria-labelledby={`${ids}-items`}>
      <div className="bo-section__head">
        <h2 id={`${ids}-items`}>Items, best sellers first</h2>
        <a
          className="btn btn--small btn--outline"
          href={csvHref(itemsCsv(props.report))}
          download={`items-${props.report.period.from}-${props.report.period.to}.csv`}
        >
          Download items CSV
        </a>
      </div>
      {lines.length === 0 ? (
        <p className="bo-muted">Nothing sold in these days.</p>
      ) : (
        <ScrollingTable label="Items table">
          <table className="reports__table">
            <caption className="visually-hidden">Items by units sold, with option attach rates</caption>
            <thead>
              <tr>
                {ITEM_COLUMNS.map((title) => (
                  <th key={title} scope="col">
                    {title}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {lines.map((line) => (
                <tr
                  key={`${line.product}-${line.option}`}
                  className={line.option ? 'reports__option' : undefined}
                >
                  <th scope="row">
                    {line.option ? <span className="visually-hidden">{line.product}: </span> : line.product}
                  </th>
                  <td>{line.option}</td>
                  <td>{line.quantity}</td>
                  <td>{line.revenue}</td>
                  <td>{line.attach}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollingTable>
      )}
    </section>
  )
}
