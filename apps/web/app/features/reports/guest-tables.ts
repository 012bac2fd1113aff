import type { TGuestsDay, TGuestsReport, TOfferUseRow, TOrderMixReport, TOrderMixRow } from '@deli/contracts'
import { formatMoney } from '@deli/domain'
import { csvFile, shownTable, type TColumn, type TSectionText } from './report-table.ts'

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

const MIX_COLUMNS: readonly TColumn<TOrderMixRow>[] = [
  { title: 'By', value: (row) => MIX_DIMENSIONS[row.dimension] },
  { title: 'Name', value: mixName },
  { title: 'Orders', value: (row) => String(row.orders) },
  { title: 'Net sales', value: (row) => formatMoney(row.netSales) },
  { title: 'Groups hosted', value: (row) => (row.dimension === 'group' ? String(row.groups) : '') },
  { title: 'Participants per group', value: perGroup },
]

const GUEST_COLUMNS: readonly TColumn<TGuestsDay>[] = [
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

const OFFER_COLUMNS: readonly TColumn<TOfferUseRow>[] = [
  { title: 'Offer or reward', value: (row) => row.label },
  { title: 'Orders', value: (row) => String(row.orders) },
  { title: 'Discounts', value: (row) => formatMoney(row.discounts) },
]

/** The order mix (ADR 064's amendment): catering or mealtime, ASAP or ahead, group orders. */
export const mixSection = (report: TOrderMixReport): TSectionText => ({
  name: 'mix',
  heading: 'Catering, timing and group orders',
  download: { label: 'Download order mix CSV', file: csvFile('order-mix', report) },
  tables: [
    shownTable({
      label: 'Order mix table',
      caption: 'Orders by menu, timing and group order',
      columns: MIX_COLUMNS,
      rows: report.rows,
      rowKey: (row) => `${row.dimension}-${row.value}`,
      headers: 2,
    }),
  ],
})

/** Guests: the days, then the offers and rewards used (the CSV holds both, a blank line between). */
export const guestsSection = (report: TGuestsReport): TSectionText => ({
  name: 'guests',
  heading: 'Guests',
  download: { label: 'Download guests CSV', file: csvFile('guests', report) },
  tables: [
    shownTable({
      label: 'Guests table',
      caption: "Members' orders, sign-ups and points by day",
      columns: GUEST_COLUMNS,
      rows: report.days,
      rowKey: (day) => day.day,
    }),
    shownTable({
      label: 'Offers table',
      caption: 'Offers and rewards by orders that used them',
      columns: OFFER_COLUMNS,
      rows: report.offers,
      rowKey: (row) => row.label,
      empty: 'No offer or reward used in these days.',
    }),
  ],
})
