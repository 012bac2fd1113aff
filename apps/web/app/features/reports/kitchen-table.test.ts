import type { THeldItemsReport, TKitchenReport } from '@deli/contracts'
import { describe, expect, it } from 'vitest'
import { formatDuration, heldItemsSection, kitchenRows, kitchenSection } from './kitchen-table.ts'
import { tablesCsv } from './report-table.ts'

const row = (bucket: string, booked = 0) => ({
  bucket,
  booked,
  capacity: booked ? 24 : 0,
  fillBps: booked ? Math.round((booked * 10_000) / 24) : 0,
  refused: booked ? 1 : 0,
  fullHours: booked ? 1 : 0,
  readied: booked,
  averageReadySeconds: booked ? 754 : 0,
  late: 0,
})
const report: TKitchenReport = {
  period: { from: '2026-11-26', to: '2026-11-27' },
  scope: { storeId: 1, storeName: 'Deep Ellum', region: null, stores: 1 },
  byHour: Array.from({ length: 24 }, (_, hour) => row(String(hour).padStart(2, '0'), hour === 12 ? 3 : 0)),
  byWeekday: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].map((day) => row(day, day === 'Thu' ? 3 : 0)),
  total: row('total', 3),
}

describe('the kitchen and 86 CSV downloads', () => {
  it('hold the kitchen table exactly, by hour or by weekday', () => {
    const lines = tablesCsv(kitchenSection(report, 'hour').tables).trimEnd().split('\r\n')
    expect(lines[0]).toBe(
      'Hour of day,Booked,Capacity,Fill,Turned away (slot full),Hours that turned guests away,Ready,Average submit to ready,Late',
    )
    expect(lines[13]).toBe('12:00,3,24,12.5%,1,1,3,12 min 34 s,0')
    expect(lines).toHaveLength(25)
    const days = tablesCsv(kitchenSection(report, 'weekday').tables).trimEnd().split('\r\n')
    expect(days[0]?.startsWith('Weekday,')).toBe(true)
    expect(days[4]).toBe('Thu,3,24,12.5%,1,1,3,12 min 34 s,0')
    expect(kitchenRows(report, 'weekday')).toHaveLength(7)
  })

  it("hold the 86'd items, their time off the menu as shown", () => {
    const held: THeldItemsReport = {
      period: report.period,
      scope: report.scope,
      items: [
        {
          storeId: 1,
          storeName: 'Raleigh, Glenwood',
          kind: 'product',
          itemId: 9,
          name: 'Club',
          times: 2,
          seconds: 9000,
          heldNow: true,
        },
      ],
    }
    expect(tablesCsv(heldItemsSection(held).tables)).toBe(
      `Item,Kind,Store,Times 86'd,Off the menu,Still off now\r\nClub,Product,"Raleigh, Glenwood",2,2 h 30 min,Yes\r\n`,
    )
  })

  it('writes durations in hours and minutes, or minutes and seconds', () => {
    expect(formatDuration(0)).toBe('0 min 00 s')
    expect(formatDuration(3599)).toBe('59 min 59 s')
    expect(formatDuration(3600)).toBe('1 h 00 min')
  })
})
