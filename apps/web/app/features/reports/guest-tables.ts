import type { TGuestsDay, TGuestsReport, TOfferUseRow, TOrderMixReport, TOrderMixRow } from '@deli/contracts'
import { formatMoney } from '@deli/domain'
import { toCsv } from './report-table.ts'

/**
 * The order mix and guests tables' columns, once (ADR 064's amendment): the tables under the charts
 * and their CSV downloads both read them, so a file holds exactly what the page shows.
 */
const MIX_DIMENSIONS: Readonly<Record<TOrderMixRow['dimension'], string>> = {
  menu: 'Menu',
  timing: 'Timing',
  group: 'Group order',
}
const MIX_VALUES: Readonly<Record<string, string>> = {
  mealtime: 'Mealtime',
  catering: 'Catering',
  asap: 'ASAP',
  ahead: 'Ordered ahead',
  none: 'Not a group',
  host: 'Host pays',
  split: 'Split',
}
export const mixName = (row: TOrderMixRow) => MIX_VALUES[row.value] ?? row.value

/** Participants per group hosted, to one decimal ('' when no group was hosted). */
const perGroup = (row: TOrderMixRow) => (row.groups === 0 ? '' : (row.participants / row.groups).toFixed(1))

export const MIX_COLUMNS: readonly { title: string; value: (row: TOrderMixRow) => string }[] = [
  { title: 'By', value: (row) => MIX_DIMENSIONS[row.dimension] },
  { title: 'Name', value: mixName },
  { title: 'Orders', value: (row) => String(row.orders) },
  { title: 'Net sales', value: (row) => formatMoney(row.netSales) },
  { title: 'Groups hosted', value: (row) => (row.dimension === 'group' ? String(row.groups) : '') },
  { title: 'Participants per group', value: perGroup },
]

export const GUEST_COLUMNS: readonly { title: string; value: (day: TGuestsDay) => string }[] = [
  { title: 'Day', value: (day) => day.day },
  { title: 'New members', value: (day) => String(day.newMembers) },
  { title: 'Returning members', value: (day) => String(day.returningMembers) },
  { title: 'Kiosk orders', value: (day) => String(day.kioskOrders) },
  { title: 'Sign-ups', value: (day) => (day.signUps === null ? '' : String(day.signUps)) },
  { title: 'Points earned', value: (day) => String(day.pointsEarned) },
  { title: 'Points redeemed', value: (day) => String(day.pointsRedeemed) },
  { title: 'Baskets', value: (day) => String(day.baskets) },
  { title: 'Ordered', value: (day) => String(day.basketsOrdered) },
  { title: 'Still open', value: (day) => String(day.basketsOpen) },
  { title: 'Abandoned empty', value: (day) => String(day.abandonedEmpty) },
  { title: 'Abandoned with lines', value: (day) => String(day.abandonedWithLines) },
  { title: 'Abandoned at checkout', value: (day) => String(day.abandonedAtCheckout) },
]

export const OFFER_COLUMNS: readonly { title: string; value: (row: TOfferUseRow) => string }[] = [
  { title: 'Offer or reward', value: (row) => row.label },
  { title: 'Orders', value: (row) => String(row.orders) },
  { title: 'Discounts', value: (row) => formatMoney(row.discounts) },
]

const csvOf = <TRow>(columns: readonly { title: string; value: (row: TRow) => string }[], rows: TRow[]) => [
  columns.map((column) => column.title),
  ...rows.map((row) => columns.map((column) => column.value(row))),
]

export const mixCsv = (report: TOrderMixReport) => toCsv(csvOf(MIX_COLUMNS, report.rows))
/** The guests CSV: the days' table, then a blank line and the offers' table. */
export const guestsCsv = (report: TGuestsReport) =>
  toCsv([...csvOf(GUEST_COLUMNS, report.days), [], ...csvOf(OFFER_COLUMNS, report.offers)])
