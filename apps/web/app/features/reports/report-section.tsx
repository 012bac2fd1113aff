import { type ReactNode, useId } from 'react'
import { ScrollRegion } from '../../ui/scroll-region.tsx'
import { ReportChart, type TReportChart } from './report-chart.tsx'
import { csvHref, type TSectionText, type TShownTable, tablesCsv } from './report-table.ts'

/** Text with each ISO day kept on one line: a phone breaks '2026-11-22' at its hyphens otherwise. */
export function WholeDays(props: { text: string }) {
  return props.text.split(/(\d{4}-\d{2}-\d{2})/).map((part, index) =>
    index % 2 === 1 ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed string, in order
      <span key={index} className="reports__day">
        {part}
      </span>
    ) : (
      part
    ),
  )
}

/** A report's table in a region that scrolls sideways on a phone (keyboard users scroll it too). */
function ScrollingTable(props: { table: TShownTable }) {
  const { table } = props
  return (
    <ScrollRegion className="reports__table-wrap" label={table.label}>
      <table className="reports__table">
        <caption className={table.isCaptionShown ? undefined : 'visually-hidden'}>{table.caption}</caption>
        <thead>
          <tr>
            {table.titles.map((title, index) => (
              // A column of row names reads from the left like its names; a column of figures from the right.
              <th key={title} scope="col" className={index < table.headers ? 'reports__names' : undefined}>
                {title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row) => (
            <tr key={row.key} className={row.className}>
              {row.cells.map((cell, index) =>
                index < table.headers ? (
                  <th key={table.titles[index]} scope="row">
                    {index === 0 && row.hiddenHeader !== undefined ? (
                      <span className="visually-hidden">{row.hiddenHeader}</span>
                    ) : (
                      cell
                    )}
                  </th>
                ) : (
                  <td key={table.titles[index]}>{cell}</td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  )
}

/**
 * One report on the page (ADR 064): its heading and CSV download, what it says first (`children`:
 * a note, a summary, a choice), its chart and the tables under it. The CSV is written from the very
 * tables drawn, so the download holds exactly what is shown; a table may have a note or a subheading
 * before it (`intros`, by the table's place) and says its `empty` text instead when it has no rows.
 */
export function ReportSection(
  props: TSectionText & { chart?: TReportChart; intros?: readonly ReactNode[]; children?: ReactNode },
) {
  const ids = useId()
  const headingId = `${ids}-${props.name}`
  return (
    <section className={`bo-section reports__${props.name}`} aria-labelledby={headingId}>
      <div className="bo-section__head">
        <h2 id={headingId}>
          <WholeDays text={props.heading} />
        </h2>
        <a
          className="btn btn--small btn--outline"
          href={csvHref(tablesCsv(props.tables))}
          download={props.download.file}
        >
          {props.download.label}
        </a>
      </div>
      {props.children}
      {props.chart && <ReportChart {...props.chart} />}
      {props.tables.map((table, index) => (
        <TableWithIntro key={table.label} table={table} intro={props.intros?.[index]} />
      ))}
    </section>
  )
}

function TableWithIntro(props: { table: TShownTable; intro: ReactNode }) {
  const { table } = props
  return (
    <>
      {props.intro}
      {table.rows.length === 0 && table.empty !== undefined ? (
        <p className="bo-muted">{table.empty}</p>
      ) : (
        <ScrollingTable table={table} />
      )}
    </>
  )
}
