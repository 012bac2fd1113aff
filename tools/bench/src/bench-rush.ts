/**
 * `npm run bench:rush`: the lunch rush of ADR 065, simulated over the domain's rules (no server):
 * 300 orders between 11:30 and 13:30 at one store, replayed under the old slot-count rule and the
 * kitchen-pacing rule, as the table in docs/perf.md. RUSH_ORDERS, RUSH_STATIONS and RUSH_SEED vary it.
 */
import { slotInstant } from '@deli/domain'
import { lunchRush, replayRush, reportRush, type TRule, type TRushStore } from './rush-simulation.ts'

const DAY = '20260708' // a Wednesday
const store: TRushStore = {
  timezone: 'America/Chicago',
  periods: [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, open: '10:00', close: '21:00' })),
  leadMinutes: 20,
  stations: Number(process.env.RUSH_STATIONS ?? 12),
  slotCapacity: Number(process.env.RUSH_SLOT_CAPACITY ?? 40),
}
const at = (time: string) => slotInstant(`${DAY} ${time}`, store.timezone)?.getTime() ?? Number.NaN
const orders = lunchRush(
  Number(process.env.RUSH_ORDERS ?? 300),
  at('11:30'),
  at('13:30'),
  Number(process.env.RUSH_SEED ?? 65),
)
const work = orders.reduce((sum, order) => sum + order.makeSeconds, 0) / 60

console.log(
  `${orders.length} orders (${countOf('asap')} ASAP, ${countOf('ahead')} ahead, ${countOf('catering')} catering, ${countOf('group')} group), ` +
    `${Math.round(work)} station-minutes of work; ${store.stations} stations, ${store.slotCapacity} orders per slot for the old rule.\n`,
)
console.log(
  '| rule | orders | refused | ready within 5 min of promise | > 5 min late | ready − promised p50 / p90 / worst (min) | ASAP promise p50 (min from ordering) | largest 15-min wave (station-min / orders) | largest 15-min of planned making (station-min) | slot capacity (station-min) |',
)
console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |')
for (const rule of ['slot count', 'first cut', 'kitchen pacing'] as TRule[]) {
  const report = reportRush(store, rule, replayRush(store, orders, rule, at('10:00')))
  console.log(
    `| ${report.rule} | ${report.orders} | ${report.refused} | ${report.withinFive} % | ${report.lateOverFive} % | ${report.p50} / ${report.p90} / ${report.worst} | ${report.asapQuoteP50} | ${report.waveWork} / ${report.waveOrders} | ${report.makingWork} | ${report.slotWork} |`,
  )
}

function countOf(kind: string) {
  return orders.filter((order) => order.kind === kind).length
}
