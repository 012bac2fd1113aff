import type { THeldItemRow, THeldItemsReport, TKitchenReport, TKitchenRow } from '@deli/contracts'
import { attachRate, toCsv } from './report-table.ts'

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
export const kitchenColumns = (
  by: TKitchenBy,
): readonly { title: string; value: (row: TKitchenRow) => string }[] => [
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

export function kitchenCsv(report: TKitchenReport, by: TKitchenBy): string {
  const columns = kitchenColumns(by)
  return toCsv([
    columns.map((column) => column.title),
    ...kitchenRows(report, by).map((row) => columns.map((column) => column.value(row))),
  ])
}

/** The 86'd items table's columns (and its CSV's). */
export const HELD_COLUMNS: readonly { title: string; value: (row: THeldItemRow) => string }[] = [
  { title: 'Item', value: (row) => row.name },
  { title: 'Kind', value: (row) => (row.kind === 'product' ? 'Product' : 'Option') },
  { title: 'Store', value: (row) => row.storeName },
  { title: "Times 86'd", value: (row) => String(row.times) },
  { title: 'Off the menu', value: (row) => formatDuration(row.seconds) },
  { title: 'Still off now', value: (row) => (row.heldNow ? 'Yes' : 'No') },
]

export const heldItemsCsv = (report: THeldItemsReport) =>
  toCsv([
    HELD_COLUMNS.map((column) => column.title),
    ...report.items.map((row) => HELD_COLUMNS.map((column) => column.value(row))),
  ])
