import type { TOrder } from '@deli/contracts'
import { formatClockTime, formatDay, formatWantedTime, TEXTS } from '@deli/domain'
import { useMutation, useQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { Button } from '../../ui/button.tsx'
import { ModalDialog } from '../../ui/modal-dialog.tsx'
import { orderApi } from './order-api.ts'

const DIALOG_MAX_WIDTH = 460

/**
 * "Change time" (ADR 066): a modal (native <dialog>: focus kept inside, Escape closes, focus back to
 * the opener) with the days and times the order may move to (`GET orders/{id}/times`, checkout's
 * rules and the order's own make time); saving is `PUT orders/{id}/time`, and the caller announces it.
 */
export function ChangeTimeDialog({
  order,
  open,
  onClose,
  onChanged,
}: {
  order: TOrder
  open: boolean
  onClose: () => void
  onChanged: (changed: TOrder) => void
}) {
  return (
    <ModalDialog open={open} onClose={onClose} title="Change order time" maxWidth={DIALOG_MAX_WIDTH}>
      {open && <ChangeTimeForm order={order} onClose={onClose} onChanged={onChanged} />}
    </ModalDialog>
  )
}

function ChangeTimeForm({
  order,
  onClose,
  onChanged,
}: {
  order: TOrder
  onClose: () => void
  onChanged: (changed: TOrder) => void
}) {
  const id = useId()
  const [day, setDay] = useState(order.ready.slice(0, 8))
  const [chosen, setChosen] = useState<string | null>(null)
  const times = useQuery({
    queryKey: ['order-times', order.id, day],
    queryFn: ({ signal }) => orderApi.times(order.id, day, signal),
    staleTime: 0,
  })
  const save = useMutation({
    mutationFn: (wanted: string) => orderApi.changeTime(order.id, wanted),
    onSuccess: onChanged,
  })
  const slots = times.data?.times ?? []
  const days = times.data?.days ?? [day]
  const time = chosen ?? (slots.includes(order.ready) ? order.ready : null)
  const error = save.error?.message ?? times.error?.message ?? ''
  return (
    <form
      className="change-time"
      onSubmit={(event) => {
        event.preventDefault()
        if (time && time !== order.ready) save.mutate(time)
      }}
    >
      <p>
        Now:{' '}
        <strong>
          {order.asap ? 'around ' : ''}
          {formatWantedTime(order.ready)}
        </strong>
      </p>
      <div className="field">
        <label htmlFor={`${id}-day`}>Day</label>
        <select
          id={`${id}-day`}
          className="select"
          value={day}
          onChange={(event) => {
            setDay(event.target.value)
            setChosen(null)
          }}
        >
          {(days.includes(day) ? days : [day, ...days]).map((option) => (
            <option key={option} value={option}>
              {formatDay(option)}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-time`}>Time</label>
        <select
          id={`${id}-time`}
          className="select"
          value={time ?? ''}
          aria-busy={times.isFetching}
          disabled={slots.length === 0}
          onChange={(event) => setChosen(event.target.value || null)}
        >
          <option value="">{times.isFetching ? 'Loading times…' : 'Choose a time'}</option>
          {slots.map((slot) => (
            <option key={slot} value={slot}>
              {formatClockTime(slot.slice(9))}
            </option>
          ))}
        </select>
      </div>
      {!times.isFetching && !times.error && slots.length === 0 && (
        <p role="status">{TEXTS.noAvailableTimes}</p>
      )}
      <p className="field-error" role="alert">
        {error}
      </p>
      <div className="change-time__actions">
        <Button type="submit" disabled={!time || time === order.ready || save.isPending}>
          Save new time
        </Button>
        <Button type="button" variant="outline" onClick={onClose}>
          Keep this time
        </Button>
      </div>
    </form>
  )
}
