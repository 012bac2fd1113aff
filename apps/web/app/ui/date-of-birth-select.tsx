import {
  clampDay,
  daysInMonth,
  formatDateOfBirth,
  MONTH_NAMES,
  parseDateOfBirth,
  type TDateParts,
  yearsOffered,
} from '@deli/domain'
import { useState } from 'react'

const range = (count: number) => Array.from({ length: count }, (_, index) => index + 1)
const toPart = (value: string) => (value === '' ? null : Number(value))

/**
 * Date-of-birth selector (spec §2, §3 Date selector, §5): three labelled selects (month, day,
 * year); days follow the month's table, years the last 100. A hidden input named `name` carries
 * 'YYYY-MM-DD' (empty until all three are chosen). The month select's id is `{id}-month`, where an
 * invalid form scrolls to.
 */
export function DateOfBirthSelect(props: {
  id: string
  name: string
  label: string
  defaultValue?: string | null
  required?: boolean
  error?: string
  today?: Date
}) {
  const [parts, setParts] = useState<TDateParts>(() => parseDateOfBirth(props.defaultValue))
  const [years] = useState(() => yearsOffered(props.today ?? new Date()))
  const change = (key: keyof TDateParts) => (event: React.ChangeEvent<HTMLSelectElement>) =>
    setParts((current) => clampDay({ ...current, [key]: toPart(event.target.value) }))
  const errorId = `${props.id}-error`
  const select = (key: keyof TDateParts, label: string, options: { value: number; label: string }[]) => (
    <div className="dob-select__part">
      <label htmlFor={`${props.id}-${key}`}>{label}</label>
      <select
        id={`${props.id}-${key}`}
        className="select"
        value={parts[key] ?? ''}
        onChange={change(key)}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={props.error ? errorId : undefined}
        aria-required={props.required || undefined}
      >
        <option value="">{label}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  )
  return (
    <fieldset className="field dob-select">
      <legend>{props.label}</legend>
      <div className="dob-select__parts">
        {select(
          'month',
          'Month',
          MONTH_NAMES.map((label, index) => ({ value: index + 1, label })),
        )}
        {select(
          'day',
          'Day',
          range(daysInMonth(parts.month, parts.year)).map((day) => ({ value: day, label: String(day) })),
        )}
        {select(
          'year',
          'Year',
          years.map((year) => ({ value: year, label: String(year) })),
        )}
      </div>
      <input type="hidden" name={props.name} value={formatDateOfBirth(parts)} />
      {props.error && (
        <p id={errorId} className="field-error">
          {props.error}
        </p>
      )}
    </fieldset>
  )
}
