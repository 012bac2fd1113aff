import { describe, expect, it } from 'vitest'
import { chartLabels } from './chart-labels.ts'
import { MONEY_CHART, SLOTS_CHART } from './report-chart.tsx'

const days = (count: number) =>
  Array.from({ length: count }, (_, index) => `2026-11-${String(index + 1).padStart(2, '0')}`)

describe("a chart's day labels", () => {
  it('lie level with the year when they fit', () => {
    const fit = chartLabels(days(7), MONEY_CHART.crowded, 1280)
    expect(fit).toMatchObject({ isTurned: false, step: 1 })
    expect(fit.text('2026-11-27')).toBe('2026-11-27')
  })

  it('turn and drop the year on a phone, every one still shown for a week', () => {
    const phone = chartLabels(days(7), MONEY_CHART.crowded, 390)
    expect(phone).toMatchObject({ isTurned: true, step: 1 })
    expect(phone.text('2026-11-27')).toBe('11-27')
  })

  it('show every other or fewer when even turned they would overlap', () => {
    expect(chartLabels(days(30), MONEY_CHART.crowded, 390).step).toBe(4)
    expect(chartLabels(days(30), MONEY_CHART.crowded, 1280).step).toBe(1)
  })

  it('keep every third level where the layout does not turn (hours)', () => {
    const hours = Array.from({ length: 24 }, (_, hour) => String(hour))
    expect(chartLabels(hours, SLOTS_CHART.crowded, 390)).toMatchObject({ isTurned: false, step: 3 })
  })
})
