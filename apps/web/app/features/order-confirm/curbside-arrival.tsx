import type { TArrival, TOrder, TOrderStatus } from '@deli/contracts'
import { ARRIVAL_SPOT_RULE } from '@deli/contracts/constants'
import { arrivalNoticed, arrivalRefusal, formatClockTime, ruleError, toWantedTime } from '@deli/domain'
import { useMutation } from '@tanstack/react-query'
import { type FormEvent, useId, useState } from 'react'
import { Button } from '../../ui/button.tsx'
import { orderApi } from './order-api.ts'

/** '12:07 PM' in the store's clock. */
const storeClock = (iso: string, timezone: string) =>
  formatClockTime(toWantedTime(new Date(iso), timezone).slice(9))

/**
 * Curbside 'I'm here' (ADR 019) on the confirmation page: while the store still has the order to
 * hand over, the guest says they arrived, optionally where they parked; the board shows it at once.
 * Afterwards the page says the store knows, naming the car. The result is announced (status/alert).
 */
export function CurbsideArrival({ order, status }: { order: TOrder; status: TOrderStatus }) {
  const [arrival, setArrival] = useState<TArrival | null>(order.arrival)
  const [fieldError, setFieldError] = useState<string | null>(null)
  const id = useId()
  const arrive = useMutation({
    mutationFn: (spot: string) => orderApi.arrive(order.id, { spot }),
    onSuccess: (updated) => setArrival(updated.arrival),
  })
  const canArrive = arrivalRefusal(status, order.handoff) === null

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const spot = String(new FormData(event.currentTarget).get('spot') ?? '')
    const error = ruleError(ARRIVAL_SPOT_RULE, spot)
    setFieldError(error)
    if (!error) arrive.mutate(spot.trim())
  }

  if (arrival) {
    return (
      <div className="arrival arrival--noticed" role="status">
        <p>
          <strong>{arrivalNoticed(order.car)}</strong>
        </p>
        <p className="muted">
          You arrived at {storeClock(arrival.at, order.timezone)}
          {arrival.spot ? ` · ${arrival.spot}` : ''}
        </p>
      </div>
    )
  }
  if (!canArrive) return null
  return (
    <form className="arrival" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="arrival__title">
        At the store?
      </h3>
      <div className="field">
        <label htmlFor={`${id}-spot`}>
          Where are you parked? <span className="muted">(optional)</span>
        </label>
        <input
          id={`${id}-spot`}
          className="text-input"
          name="spot"
          type="text"
          autoComplete="off"
          maxLength={ARRIVAL_SPOT_RULE.max}
          placeholder="e.g. Spot 4"
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={fieldError ? `${id}-error` : undefined}
          onChange={() => setFieldError(null)}
        />
        {fieldError && (
          <p id={`${id}-error`} className="field-error">
            {fieldError}
          </p>
        )}
      </div>
      <Button type="submit" disabled={arrive.isPending}>
        I’m here
      </Button>
      <p className="field-error" role="alert">
        {arrive.isError ? arrive.error.message : ''}
      </p>
    </form>
  )
}
