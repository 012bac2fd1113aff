import { describe, expect, it } from 'vitest'
import { checkDayparts, daypartDraftOf, type TDaypartDraft } from './daypart-draft.ts'

const row = (overrides: Partial<TDaypartDraft> = {}): TDaypartDraft => ({
  key: 'r1',
  categoryId: '3',
  name: 'Breakfast',
  day: '',
  start: '06:00',
  end: '10:30',
  isOff: false,
  noticeHours: '0',
  ...overrides,
})

describe('the dayparts form', () => {
  it('sends store-local minutes, an end at midnight as the day’s end, notice in minutes', () => {
    expect(
      checkDayparts([row(), row({ key: 'r2', start: '17:00', end: '00:00', noticeHours: '24' })]),
    ).toEqual({
      ok: true,
      dayparts: [
        { category_id: 3, name: 'Breakfast', day: null, start: 360, end: 630, lead_minutes: 0 },
        { category_id: 3, name: 'Breakfast', day: null, start: 1020, end: 1440, lead_minutes: 1440 },
      ],
    })
  })

  it('sends a dated day off without a window', () => {
    const checked = checkDayparts([row({ day: '2026-12-25', isOff: true, start: '', end: '' })])
    expect(checked).toMatchObject({ ok: true, dayparts: [{ day: '2026-12-25', start: null, end: null }] })
  })

  it('names the row with the domain’s sentence', () => {
    expect(checkDayparts([row(), row({ key: 'r2', start: '10:00', end: '10:05' })])).toEqual({
      ok: false,
      errors: {
        r2: 'Daypart 2: The end time must be at least 15 minutes after the start time, on the same day.',
      },
    })
    expect(checkDayparts([row({ start: '' })])).toEqual({
      ok: false,
      errors: { r1: 'Daypart 1: Enter a start and an end time.' },
    })
  })

  it('shows a stored rule as typed', () => {
    const draft = daypartDraftOf({
      category_id: 3,
      name: 'Lunch',
      day: null,
      start: 660,
      end: 1440,
      lead_minutes: 90,
    })
    expect(draft).toMatchObject({
      categoryId: '3',
      start: '11:00',
      end: '00:00',
      noticeHours: '1.5',
      isOff: false,
    })
  })
})
