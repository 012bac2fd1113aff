import type { TChannelRow, TChannelsReport, TItemsReport, TSalesFigures, TSalesReport } from '@deli/contracts'
import { formatMoney, HANDOFF_WORDS } from '@deli/domain'

/**
 * The sales table's columns, once: the table under the chart and the CSV download both read them,
 * so the file holds exactly what the page shows (money as the page writes it, e.g. $1,234.56).
 */
type TColumn = { title: string; value: (row: TSalesReport['rows'][number]) => string }
const money = (pick: (figures: TSalesFigures) => number) => (figures: TSalesFigures) =>
  formatMoney(pick(figures))

export const SALES_COLUMNS: readonly TColumn[] = [
  { title: 'Period', value: (row) => row.bucket },
  { title: 'Orders', value: (row) => String(row.current.orders) },
  { title: 'Net sales', value: (row) => money((f) => f.netSales)(row.current) },
  { title: 'Average ticket', value: (row) => money((f) => f.averageTicket)(row.current) },
  { title: 'Tips', value: (row) => money((f) => f.tips)(row.current) },
  { title: 'Discounts', value: (row) => money((f) => f.discounts)(row.current) },
  { title: 'Refunds', value: (row) => money((f) => f.refunds)(row.current) },
  { title: 'Tax', value: (row) => money((f) => f.tax)(row.current) },
  { title: 'Previous period', value: (row) => row.previousBucket ?? '' },
  { title: 'Previous orders', value: (row) => String(row.previous.orders) },
  { title: 'Previous net sales', value: (row) => money((f) => f.netSales)(row.previous) },
]

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
export const ITEM_COLUMNS = ['Product', 'Option', 'Units', 'Revenue', 'Attach rate'] as const

/** One CSV field (RFC 4180): quoted when it holds a comma, quote or line break. */
const field = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value)
export const toCsv = (lines: readonly (readonly string[])[]) =>
  `${lines.map((line) => line.map(field).join(',')).join('\r\n')}\r\n`

export const salesCsv = (report: TSalesReport) =>
  toCsv([
    SALES_COLUMNS.map((column) => column.title),
    ...report.rows.map((row) => SALES_COLUMNS.map((c) => c.value(row))),
  ])

export const itemsCsv = (report: TItemsReport) =>
  toCsv([
    ITEM_COLUMNS,
    ...itemLines(report).map((line) => [line.product, line.option, line.quantity, line.revenue, line.attach]),
  ])

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
export const CHANNEL_COLUMNS: readonly { title: string; value: (row: TChannelRow) => string }[] = [
  { title: 'By', value: (row) => (row.kind === 'channel' ? 'Channel' : 'Handoff') },
  { title: 'Name', value: rowName },
  { title: 'Orders', value: (row) => String(row.figures.orders) },
  { title: 'Net sales', value: (row) => formatMoney(row.figures.netSales) },
  { title: 'Average ticket', value: (row) => formatMoney(row.figures.averageTicket) },
  { title: 'Tips', value: (row) => formatMoney(row.figures.tips) },
  { title: 'Refunds', value: (row) => formatMoney(row.figures.refunds) },
]

export const channelsCsv = (report: TChannelsReport) =>
  toCsv([
    CHANNEL_COLUMNS.map((column) => column.title),
    ...report.rows.map((row) => CHANNEL_COLUMNS.map((column) => column.value(row))),
  ])
