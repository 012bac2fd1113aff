import {
  formatClockTime,
  formatDay,
  localDay,
  orderTimeText,
  readyAroundText,
  TEXTS,
  timeZoneLabel,
} from '@deli/domain'
import { useId } from 'react'
import { Button } from '../../ui/button.tsx'
import { ClosedDays } from '../../ui/closed-days.tsx'
import { Icon } from '../../ui/icon.tsx'
import type { TTimePicker } from './use-time-picker.ts'

/** 'Today, Sat, Nov 21' / 'Tomorrow, Sun, Nov 22' / 'Mon, Nov 23' in the store's own calendar. */
function dayLabel(day: string, today: string, tomorrow: string) {
  if (day === today) return `Today, ${formatDay(day)}`
  if (day === tomorrow) return `Tomorrow, ${formatDay(day)}`
  return formatDay(day)
}

/**
 * The order-time picker (spec §2, §4): 'Next Available' or 'Order Ahead' (ASAP disabled and advance
 * forced when the store cannot take ASAP orders), a day and a time of that day in the store's own
 * time zone. With `withApply` it has its own save button; the select-time modal saves on 'Done'.
 */
export function TimePicker({ picker, withApply = true }: { picker: TTimePicker; withApply?: boolean }) {
  const id = useId()
  const { cart } = picker
  if (!cart) return null
  const { timezone, days, earliest } = cart.time
  const now = new Date()
  const today = localDay(now, timezone)
  const tomorrow = localDay(new Date(now.getTime() + 86_400_000), timezone)
  const current =
    cart.time.mode === 'advance' && !cart.time.wanted
      ? 'No time chosen yet'
      : orderTimeText(cart.time, 'full', cart.handoff)
  const noteId = `${id}-zone`
  return (
    <div className="time-picker">
      <p className="time-picker__current">
        <Icon name="clock" size={20} />
        <span>
          <span className="visually-hidden">Current order time: </span>
          <strong>{current}</strong>
        </span>
      </p>
      <fieldset className="segmented">
        <legend className="visually-hidden">When would you like your order?</legend>
        {(['asap', 'advance'] as const).map((mode) => (
          <label
            key={mode}
            className={`segmented__option${picker.mode === mode ? ' is-checked' : ''}${
              mode === 'asap' && !picker.asapAvailable ? ' is-disabled' : ''
            }`}
          >
            <input
              type="radio"
              name={`${id}-mode`}
              value={mode}
              checked={picker.mode === mode}
              disabled={mode === 'asap' && !picker.asapAvailable}
              onChange={() => picker.setMode(mode)}
            />
            <span>{mode === 'asap' ? TEXTS.orderModeAsap : TEXTS.orderModeAdvance}</span>
          </label>
        ))}
      </fieldset>
      {picker.mode === 'asap' && earliest && (
        <p className="time-picker__hint">{readyAroundText(earliest, cart.handoff)}.</p>
      )}
      {!picker.asapAvailable && (
        <p className="time-picker__hint">
          Ordering for right now is not available at this store. Choose a time ahead.
        </p>
      )}
      {picker.mode === 'advance' && (
        <div className="time-picker__fields">
          <div className="field">
            <label htmlFor={`${id}-day`}>Day</label>
            <select
              id={`${id}-day`}
              className="select"
              value={picker.day ?? ''}
              onChange={(event) => picker.setDay(event.target.value)}
            >
              {days.map((day) => (
                <option key={day} value={day}>
                  {dayLabel(day, today, tomorrow)}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor={`${id}-time`}>Time</label>
            <select
              id={`${id}-time`}
              className="select"
              value={picker.time ?? ''}
              aria-describedby={noteId}
              aria-busy={picker.isLoadingSlots}
              disabled={picker.slots.length === 0}
              onChange={(event) => picker.setTime(event.target.value || null)}
            >
              <option value="">{picker.isLoadingSlots ? 'Loading times…' : 'Choose a time'}</option>
              {picker.slots.map((slot) => (
                <option key={slot} value={slot}>
                  {formatClockTime(slot.slice(9))}
                </option>
              ))}
            </select>
          </div>
          <p id={noteId} className="time-picker__hint time-picker__zone">
            Times are {timeZoneLabel(timezone)}
          </p>
          {/* A day left out of the list is explained in the manager's words (ADR 021). */}
          <ClosedDays days={cart.time.closed} />
          {!picker.isLoadingSlots && !picker.slotsError && picker.slots.length === 0 && (
            <p className="time-picker__empty" role="status">
              {TEXTS.noAvailableTimes}
            </p>
          )}
        </div>
      )}
      <p className="field-error" role="alert">
        {picker.error ?? picker.slotsError}
      </p>
      {withApply && (
        <Button
          size="small"
          disabled={!picker.isPending || picker.isSaving}
          onClick={() => void picker.apply()}
        >
          Set Order Time
        </Button>
      )}
      <div role="alert" className="time-picker__updated-region">
        {picker.isUpdated && (
          <p className="time-picker__updated">
            <Icon name="check" size={20} />
            {TEXTS.orderTimeUpdated}
          </p>
        )}
      </div>
    </div>
  )
}
