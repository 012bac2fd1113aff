import type { TOpeningPeriod } from '@deli/contracts'
import { DAY_NAMES, MAX_PERIODS_PER_DAY, OPEN_24_HOURS, sortPeriods, weeklyHoursProblem } from '@deli/domain'
import { useState } from 'react'
import { Button } from '../../ui/button.tsx'
import { nextPeriod } from './next-period.ts'

type TRow = TOpeningPeriod & { key: number }
const EDGES = [
  { edge: 'open', label: 'Opens' },
  { edge: 'close', label: 'Closes' },
] as const
let nextKey = 0
const keyed = (period: TOpeningPeriod): TRow => ({ ...period, key: nextKey++ })

/**
 * One handoff's week on the manager's Hours page (ADR 021): each day's opening periods (none =
 * closed, open = close = 24 hours, a close before the open runs past midnight), at most
 * MAX_PERIODS_PER_DAY a day. Checked with the API's own rule before it is sent.
 */
export function WeekHoursForm(props: {
  label: string
  periods: readonly TOpeningPeriod[]
  canChange: boolean
  isSaving: boolean
  /** The save button's id: where focus goes once the saved week comes back. */
  saveId: string
  /** What the last save of these hours said, shown beside the button (the page's status is at its top). */
  said: string
  onSave: (periods: TOpeningPeriod[]) => void
  onProblem: (message: string) => void
}) {
  const [rows, setRows] = useState<TRow[]>(() => props.periods.map(keyed))
  // Saving leaves the fields and the button enabled (aria-busy, a second save ignored): a disabled
  // control would drop the keyboard's focus to the page's start.
  const disabled = !props.canChange
  const update = (key: number, change: Partial<TOpeningPeriod>) =>
    setRows((current) => current.map((row) => (row.key === key ? { ...row, ...change } : row)))
  const add = (day: number) => setRows((current) => [...current, keyed(nextPeriod(day, current))])

  return (
    <form
      className="week"
      noValidate
      aria-label={`${props.label} hours`}
      aria-busy={props.isSaving}
      onSubmit={(event) => {
        event.preventDefault()
        if (props.isSaving) return
        const periods = rows.map(({ day, open, close }) => ({ day, open, close }))
        const problem = weeklyHoursProblem(periods)
        if (problem) props.onProblem(problem)
        else props.onSave(sortPeriods(periods))
      }}
    >
      {DAY_NAMES.map((dayName, day) => {
        const periods = rows.filter((row) => row.day === day)
        return (
          <fieldset key={dayName} className="week__day">
            <legend className="week__name">{dayName}</legend>
            <div className="week__periods">
              {periods.length === 0 && <span className="week__closed">Closed</span>}
              {periods.map((row) => (
                <div key={row.key} className="week__period">
                  {EDGES.map(({ edge, label }) => (
                    <label key={edge} className="availability__field">
                      <span>
                        {label}
                        {/* Thirteen fields share the word: each says its day to assistive technology. */}
                        <span className="visually-hidden"> on {dayName}</span>
                      </span>
                      <input
                        type="time"
                        step={900}
                        required
                        value={row[edge]}
                        disabled={disabled}
                        onChange={(event) => update(row.key, { [edge]: event.target.value })}
                      />
                    </label>
                  ))}
                  {row.open === row.close && <span className="week__hint">{OPEN_24_HOURS}</span>}
                  <Button
                    size="small"
                    variant="link"
                    disabled={disabled}
                    aria-label={`Remove ${dayName} ${row.open} to ${row.close}`}
                    onClick={() => setRows((current) => current.filter((other) => other.key !== row.key))}
                  >
                    Remove
                  </Button>
                </div>
              ))}
            </div>
            <Button
              size="small"
              variant="outline"
              disabled={disabled || periods.length >= MAX_PERIODS_PER_DAY}
              aria-label={`Add hours on ${dayName}`}
              onClick={() => add(day)}
            >
              Add hours
            </Button>
          </fieldset>
        )
      })}
      <p className="week__help">A closing time before the opening time runs past midnight.</p>
      <Button
        size="small"
        type="submit"
        id={props.saveId}
        disabled={disabled}
        aria-disabled={props.isSaving || undefined}
      >
        Save {props.label.toLowerCase()} hours
      </Button>
      {props.said && <p className="week__said">{props.said}</p>}
    </form>
  )
}
