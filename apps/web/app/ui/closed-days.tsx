import { CLOSED_DAYS_TITLE, formatDay, type TClosedDay } from '@deli/domain'
import { useId } from 'react'

/**
 * The days a manager closed the store, each with their words for guests (ADR 021), under "Closed
 * days": in the order-time picker (why a day is not offered) and on the store's page. Each line reads
 * as the domain's `closedDayText`, with the day in bold. Nothing when there are none.
 */
export function ClosedDays({ days }: { days: readonly TClosedDay[] | undefined }) {
  const id = useId()
  if (!days || days.length === 0) return null
  return (
    <div className="closed-days">
      <p id={id}>{CLOSED_DAYS_TITLE}</p>
      <ul aria-labelledby={id}>
        {days.map((closure) => (
          <li key={closure.day}>
            <strong>{formatDay(closure.day)}:</strong> {closure.message}
          </li>
        ))}
      </ul>
    </div>
  )
}
