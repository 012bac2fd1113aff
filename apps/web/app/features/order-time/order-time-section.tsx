import { useId } from 'react'
import { TimePicker } from './time-picker.tsx'
import type { TTimePicker } from './use-time-picker.ts'

/** The 'Order time' section of a side panel: the time picker under its heading, once a basket exists. */
export function OrderTimeSection({ picker }: { picker: TTimePicker }) {
  const headingId = useId()
  if (!picker.cart) return null
  return (
    <section className="panel-section" aria-labelledby={headingId}>
      <h3 id={headingId} className="panel-section__title">
        Order time
      </h3>
      <TimePicker picker={picker} />
    </section>
  )
}
