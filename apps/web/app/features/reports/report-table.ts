import type {
  TChannelRow,
  TChannelsReport,
  TItemsReport,
  TReportHead,
  TSalesFigures,
  TSalesReport,
  TSalesReportRow,
} from '@deli/contracts'
import { formatMoney, HANDOFF_WORDS } from '@deli/domain'

/** One CSV field (RFC 4180): quoted when it holds a comma, quote or line break. */
const field = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value)
export const toCsv = (lines: readonly (readonly string[])[]) =>
  `${lines.map((line) => line.map(field).join(',')).join('\r\n')}\r\n`

/** A table's column: its title and a row's text in it (the table and the CSV both read it). */
export type TColumn<TRow> = { title: string; value: (row: TRow) => string }

/**
 * A report's table as it is shown, its cells already written: `ReportSection` draws it and
 * `tablesCsv` writes the same cells, so a download holds exactly what the page shows (ADR 064).
 */
export type TShownTable = {
  /** The region it scrolls in on a phone ('Sales table'). */
  label: string
  caption: string
  isCaptionShown?: boolean
  titles: readonly string[]
  /** How many leading cells of a row name it (row headers). */
  headers: number
  rows: readonly {
    key: string
    cells: readonly string[]
    className?: string
    /** Shown instead of the first cell, visually hidden (an option line names its product). */
    hiddenHeader?: string
  }[]
  /** Said instead of the table when it has no rows (the CSV keeps its titles). */
  empty?: string
}

/**
 * A report section's words and tables (`ReportSection` draws them): its class and ids
 * (`reports__<name>`), heading, CSV link (the file is written from `tables`) and tables.
 */
export type TSectionText = {
  name: string
  heading: string
  download: { label: string; file: string }
  tables: readonly TShownTable[]
}

/** A table of rows by columns (the leading `headers` cells name the row: 1 unless given). */
export function shownTable<TRow>(table: {
  label: string
  caption: string
  isCaptionShown?: boolean
  columns: readonly TColumn<TRow>[]
  rows: readonly TRow[]
  rowKey: (row: TRow) => string
  headers?: number
  rowClass?: (row: TRow) => string | undefined
  hiddenHeader?: (row: TRow) => string | undefined
  empty?: string
}): TShownTable {
  return {
    label: table.label,
    caption: table.caption,
    isCaptionShown: table.isCaptionShown,
    titles: table.columns.map((column) => column.title),
    headers: table.headers ?? 1,
    rows: table.rows.map((row) => ({
      key: table.rowKey(row),
      cells: table.columns.map((column) => column.value(row)),
      className: table.rowClass?.(row),
      hiddenHeader: table.hiddenHeader?.(row),
    })),
    empty: table.empty,
  }
}

/** The CSV of tables shown together: each table's titles and rows, a blank line between tables. */
export const tablesCsv = (tables: readonly TShownTable[]) =>
  toCsv(
    tables.flatMap((table, index) => [
      ...(index === 0 ? [] : [[]]),
      table.titles,
      ...table.rows.map((row) => row.cells),
    ]),
  )

/** The reports' groupings as the form and the captions name them. */
export const BY_LABELS = { day: 'Day', week: 'Week', month: 'Month', hour: 'Hour of day' } as const

const money = (pick: (figures: TSalesFigures) => number) => (figures: TSalesFigures) =>
  formatMoney(pick(figures))

/**
 * The sales table's columns, once: the table under the chart and the CSV download both read them,
 * so the file holds exactly what the page shows (money as the page writes it, e.g. $1,234.56).
 */
export const SALES_COLUMNS: readonly TColumn<TSalesReportRow>[] = [
  { title: 'Period', value: (row) => row.bucket },
  { title: 'Orders', value: (row) => String(row.current.orders) },
  { title: 'Net sales', value: (row) => money((f) => f.netSales)(row.current) },
  { title: 'Average ticket', value: (row) => money((f) => f.averageTicket)(row.current) },
  { title: 'Tips', value: (row) => money((f) => f.tips)(row.current) },
  { title: 'Discounts', value: (row) => money((f) => f.discounts)(row.current) },
  { title: 'Refunded sales', value: (row) => money((f) => f.refunds)(row.current) },
  { title: 'Tax', value: (row) => money((f) => f.tax)(row.current) },
  { title: 'Previous period', value: (row) => row.previousBucket ?? '' },
  { title: 'Previous orders', value: (row) => String(row.previous.orders) },
  { title: 'Previous net sales', value: (row) => money((f) => f.netSales)(row.previous) },
]

/** The sales section's words and the table under its chart, by the report's grouping. */
export const salesSection = (report: TSalesReport, scope: string): TSectionText => ({
  name: 'sales',
  heading: `Sales, ${periodText(report.period)}: ${scope}`,
  download: { label: 'Download CSV', file: csvFile('sales', report, report.by) },
  tables: [
    shownTable({
      label: 'Sales table',
      caption: `Sales by ${BY_LABELS[report.by].toLowerCase()}, with the previous period beside it`,
      isCaptionShown: true,
      columns: SALES_COLUMNS,
      rows: report.rows,
      rowKey: (row) => row.bucket,
    }),
  ],
})

export const attachRate = (bps: number) => `${(bps / 100).toFixed(1)}%`

type TItemLine = { product: string; option: string; quantity: string; revenue: string; attach: string }
/** The items table's lines: each product, then its options with their attach rates. */
export function itemLines(report: TItemsReport): TItemLine[] {
  return report.items.flatMap((item) => [
    {
      product: item.name,
      option: '',
      quantity: String(item.quantity),
      revenue: formatMoney(item.revenue),
      attach: '',
    },
    ...item.options.map((option) => ({
      product: item.name,
      option: option.name,
      quantity: String(option.quantity),
      revenue: '',
      attach: attachRate(option.attachRateBps),
    })),
  ])
}
const ITEM_COLUMNS: readonly TColumn<TItemLine>[] = [
  { title: 'Product', value: (line) => line.product },
  { title: 'Option', value: (line) => line.option },
  { title: 'Units', value: (line) => line.quantity },
  { title: 'Revenue', value: (line) => line.revenue },
  { title: 'Attach rate', value: (line) => line.attach },
]

/** The items report: best sellers first (the last rows are the worst), options under their product. */
export const itemsSection = (report: TItemsReport): TSectionText => ({
  name: 'items',
  heading: 'Items, best sellers first',
  download: { label: 'Download items CSV', file: csvFile('items', report) },
  tables: [
    shownTable({
      label: 'Items table',
      caption: 'Items by units sold, with option attach rates',
      columns: ITEM_COLUMNS,
      rows: itemLines(report),
      rowKey: (line) => `${line.product}-${line.option}`,
      rowClass: (line) => (line.option ? 'reports__option' : undefined),
      hiddenHeader: (line) => (line.option ? `${line.product}: ` : undefined),
      empty: 'Nothing sold in these days.',
    }),
  ],
})

/** A CSV file's name: the report, its days and what else chose it (`sales-2026-11-20-2026-11-26-by-day.csv`). */
export const csvFile = (name: string, head: TReportHead, by?: string) =>
  `${name}-${scopeSlug(head.scope)}-${head.period.from}-${head.period.to}${by ? `-by-${by}` : ''}.csv`

/** What a file's figures cover, in its name: a store, a region, or every store the viewer read. */
function scopeSlug(scope: TReportHead['scope']): string {
  if (scope.storeId !== null) return `store-${scope.storeId}`
  if (scope.region !== null) return `region-${scope.region.toLowerCase()}`
  return `all-${scope.stores}-stores`
}

/** A report's days as its heading says them: one day alone, else first to last. */
export const periodText = (period: { from: string; to: string }) =>
  period.from === period.to ? period.from : `${period.from} to ${period.to}`

/** What the page says of reports that did not load, by name ('The items and guests reports did not load. …'). */
export function missingReportsText(names: readonly string[]): string {
  const listed = names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : (names[0] ?? '')
  return `The ${listed} ${names.length === 1 ? 'report' : 'reports'} did not load. Reload the page to try again.`
}

/** A download link's address for a CSV text. */
export const csvHref = (csv: string) => `data:text/csv;charset=utf-8,${encodeURIComponent(csv)}`

const CHANNEL_NAMES: Readonly<Record<string, string>> = { web: 'Web', app: 'App', kiosk: 'Kiosk' }
/** A handoff's words (delivery and dispatch both read Delivery to guests: here, who drives). */
function handoffName(mode: keyof typeof HANDOFF_WORDS): string {
  const words = HANDOFF_WORDS[mode]
  return mode === 'delivery' || mode === 'dispatch'
    ? `${words.label} (${words.type.toLowerCase()})`
    : words.label
}
const rowName = (row: TChannelRow) =>
  row.kind === 'channel'
    ? (CHANNEL_NAMES[row.name] ?? row.name)
    : handoffName(row.name as keyof typeof HANDOFF_WORDS)

/** The channels table's columns (and its CSV's). */
const CHANNEL_COLUMNS: readonly TColumn<TChannelRow>[] = [
  { title: 'By', value: (row) => (row.kind === 'channel' ? 'Channel' : 'Handoff') },
  { title: 'Name', value: rowName },
  { title: 'Orders', value: (row) => String(row.figures.orders) },
  { title: 'Net sales', value: (row) => formatMoney(row.figures.netSales) },
  { title: 'Average ticket', value: (row) => formatMoney(row.figures.averageTicket) },
  { title: 'Tips', value: (row) => formatMoney(row.figures.tips) },
  { title: 'Refunded sales', value: (row) => formatMoney(row.figures.refunds) },
]

/** The channels and handoffs report: the period's figures for each. */
export const channelsSection = (report: TChannelsReport): TSectionText => ({
  name: 'channels',
  heading: 'Channels and handoffs',
  download: { label: 'Download channels CSV', file: csvFile('channels', report) },
  tables: [
    shownTable({
      label: 'Channels table',
      caption: 'Sales by channel and by handoff',
      columns: CHANNEL_COLUMNS,
      rows: report.rows,
      rowKey: (row) => `${row.kind}-${row.name}`,
      headers: 2,
    }),
  ],
})
