import type { THeldItemRow, THeldItemsReport, TKitchenReport, TKitchenRow } from '@deli/contracts'
import { attachRate, csvFile, shownTable, type TColumn, type TSectionText } from './report-table.ts'

/** Whole seconds as the tables write them: '4 min 05 s', '2 h 30 min'. */
export function formatDuration(seconds: number): string {
  const hours = Math.floor(seconds / 3600)
  const minutes = Math.floor((seconds % 3600) / 60)
  if (hours > 0) return `${hours} h ${String(minutes).padStart(2, '0')} min`
  return `${minutes} min ${String(seconds % 60).padStart(2, '0')} s`
}

/** The two ways the kitchen report groups its figures. */
export const KITCHEN_BY = { hour: 'Hour of day', weekday: 'Weekday' } as const
export type TKitchenBy = keyof typeof KITCHEN_BY

export const kitchenRows = (report: TKitchenReport, by: TKitchenBy) =>
  by === 'hour' ? report.byHour : report.byWeekday

/**
 * The kitchen table's columns, once: the table under the chart and its CSV read them, so the file
 * holds exactly what the page shows.
 */
export const kitchenColumns = (by: TKitchenBy): readonly TColumn<TKitchenRow>[] => [
  { title: KITCHEN_BY[by], value: (row) => (by === 'hour' ? `${row.bucket}:00` : row.bucket) },
  { title: 'Booked', value: (row) => String(row.booked) },
  { title: 'Capacity', value: (row) => String(row.capacity) },
  { title: 'Fill', value: (row) => attachRate(row.fillBps) },
  { title: 'Turned away (slot full)', value: (row) => String(row.refused) },
  { title: 'Hours that turned guests away', value: (row) => String(row.fullHours) },
  { title: 'Ready', value: (row) => String(row.readied) },
  { title: 'Average submit to ready', value: (row) => formatDuration(row.averageReadySeconds) },
  { title: 'Late', value: (row) => String(row.late) },
]

/** The kitchen and capacity section's words and the table under its chart, by hour or weekday. */
export const kitchenSection = (report: TKitchenReport, by: TKitchenBy): TSectionText => ({
  name: 'kitchen',
  heading: 'Kitchen and capacity',
  download: { label: 'Download kitchen CSV', file: csvFile('kitchen', report, by) },
  tables: [
    shownTable({
      label: 'Kitchen table',
      caption: `Kitchen and capacity by ${KITCHEN_BY[by].toLowerCase()}`,
      isCaptionShown: true,
      columns: kitchenColumns(by),
      rows: kitchenRows(report, by),
      rowKey: (row) => row.bucket,
    }),
  ],
})

/** The 86'd items table's columns (and its CSV's). */
const HELD_COLUMNS: readonly TColumn<THeldItemRow>[] = [
  { title: 'Item', value: (row) => row.name },
  { title: 'Kind', value: (row) => (row.kind === 'product' ? 'Product' : 'Option') },
  { title: 'Store', value: (row) => row.storeName },
  { title: "Times 86'd", value: (row) => String(row.times) },
  { title: 'Off the menu', value: (row) => formatDuration(row.seconds) },
  { title: 'Still off now', value: (row) => (row.heldNow ? 'Yes' : 'No') },
]

/** The items 86'd in the period, longest off the menu first. */
export const heldItemsSection = (report: THeldItemsReport): TSectionText => ({
  name: 'held',
  heading: "Items 86'd",
  download: { label: "Download 86'd items CSV", file: csvFile('86d-items', report) },
  tables: [
    shownTable({
      label: "86'd items table",
      caption: "Items 86'd, longest off the menu first",
      columns: HELD_COLUMNS,
      rows: report.items,
      rowKey: (row) => `${row.storeId}-${row.kind}-${row.itemId}`,
      empty: "Nothing was 86'd in these days.",
    }),
  ],
})
