import type { TDaypartBody } from '@deli/contracts'
import { daypartRuleProblem } from '@deli/domain/back-office'

/** One daypart row as typed: times 'HH:mm', the date empty for every day, notice in hours. */
export type TDaypartDraft = {
  key: string
  categoryId: string
  name: string
  day: string
  start: string
  end: string
  /** A dated row: the category is not sold that day. */
  isOff: boolean
  noticeHours: string
}

const hhmm = (minutes: number | null) =>
  minutes === null
    ? ''
    : `${String(Math.floor(minutes / 60) % 24).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`
const minutesOf = (time: string, isEnd: boolean) => {
  const match = /^(\d{2}):(\d{2})$/.exec(time)
  if (!match) return Number.NaN
  const minutes = Number(match[1]) * 60 + Number(match[2])
  // An end at midnight closes the day.
  return isEnd && minutes === 0 ? 1440 : minutes
}

let counter = 0
export const newDaypartKey = () => `daypart-${++counter}`

export function daypartDraftOf(rule: TDaypartBody): TDaypartDraft {
  return {
    key: newDaypartKey(),
    categoryId: String(rule.category_id),
    name: rule.name,
    day: rule.day ?? '',
    start: hhmm(rule.start),
    end: hhmm(rule.end),
    isOff: rule.day !== null && rule.start === null,
    noticeHours: String(rule.lead_minutes / 60),
  }
}

/** The rows to send, or a sentence per row (the domain's rule, as the API applies it). */
export function checkDayparts(
  rows: readonly TDaypartDraft[],
): { ok: true; dayparts: TDaypartBody[] } | { ok: false; errors: Record<string, string> } {
  const errors: Record<string, string> = {}
  const dayparts = rows.map((row, index): TDaypartBody => {
    const isOff = row.isOff && row.day !== ''
    const rule = {
      category_id: Number(row.categoryId),
      name: row.name.trim(),
      day: row.day === '' ? null : row.day,
      start: isOff ? null : minutesOf(row.start, false),
      end: isOff ? null : minutesOf(row.end, true),
      lead_minutes: Math.round(Number(row.noticeHours || '0') * 60),
    }
    const problem =
      (Number.isInteger(rule.category_id) && rule.category_id > 0 ? null : 'Choose a category.') ??
      (rule.name === '' ? 'Name the daypart, such as Breakfast.' : null) ??
      (!isOff && (Number.isNaN(rule.start) || Number.isNaN(rule.end))
        ? 'Enter a start and an end time.'
        : null) ??
      (Number.isNaN(rule.lead_minutes) ? 'Enter the notice in hours.' : null) ??
      daypartRuleProblem({ start: rule.start, end: rule.end, day: rule.day, leadMinutes: rule.lead_minutes })
    if (problem) errors[row.key] = `Daypart ${index + 1}: ${problem}`
    return rule
  })
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, dayparts }
}
