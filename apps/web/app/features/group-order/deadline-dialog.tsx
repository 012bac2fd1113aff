import type { TGroupOrder } from '@deli/contracts'
import {
  deadlineDayChoices,
  deadlineTimeChoices,
  formatClockTime,
  latestDeadline,
  slotInstant,
  TEXTS,
} from '@deli/domain'
import { useMutation } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { ApiError } from '../../lib/api-client.ts'
import { groupOrderApi } from '../../lib/group-order-api.ts'
import { useOrderContext } from '../../lib/order-context.ts'
import { usePanels } from '../../lib/panels.ts'
import { Button } from '../../ui/button.tsx'
import { ModalDialog } from '../../ui/modal-dialog.tsx'
import { storeGroupOrder } from './use-group-order.ts'

/** The select-time modal's width (spec §2: max 500 px); the deadline is chosen the same way. */
const DEADLINE_MAX_WIDTH = 500

function DeadlineForm(props: { group: TGroupOrder; onDone: () => void }) {
  const { group } = props
  const timezone = group.location.timezone
  const now = new Date()
  // A group ordered ahead closes before its time: no later day or time is offered.
  const { mode, wanted } = group.ordertime
  const latest = latestDeadline(mode === 'advance' && wanted ? slotInstant(wanted, timezone) : null, now)
  const days = deadlineDayChoices(now, timezone, latest)
  const current = group.deadline.slice(0, 8)
  const [day, setDay] = useState(days.some((choice) => choice.value === current) ? current : '')
  const [time, setTime] = useState(group.deadline)
  const [hasNoTimes, setNoTimes] = useState(false)
  const dayId = useId()
  const timeId = useId()
  const choices = day ? deadlineTimeChoices(day, now, timezone, latest) : { times: [], message: null }
  const save = useMutation({
    mutationFn: (deadline: string) =>
      groupOrderApi.update(group.id, { deadline, note: group.note, locked: false }),
    onSuccess: (updated) => {
      // Spec §4: the group order is updated with the host's full name, the modal closes, the bag opens.
      storeGroupOrder(updated, updated.hostfullname)
      props.onDone()
      usePanels.getState().openPanel('bag')
    },
  })
  const isTimeOffered = choices.times.includes(time)

  return (
    <form
      className="deadline-form"
      onSubmit={(event) => {
        event.preventDefault()
        if (isTimeOffered) save.mutate(time)
      }}
    >
      <div className="field">
        <label htmlFor={dayId}>Day</label>
        <select
          id={dayId}
          className="text-input"
          value={day}
          onChange={(event) => {
            const next = event.target.value
            // Spec §5: with no time left that day, the message shows and the day is cleared.
            const isEmpty = next !== '' && deadlineTimeChoices(next, now, timezone, latest).times.length === 0
            setNoTimes(isEmpty)
            setDay(isEmpty ? '' : next)
          }}
        >
          <option value="">Choose a day</option>
          {days.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </select>
      </div>
      {hasNoTimes && (
        <p className="field-error" role="alert">
          {TEXTS.noAvailableTimes}
        </p>
      )}
      <div className="field">
        <label htmlFor={timeId}>Time</label>
        <select
          id={timeId}
          className="text-input"
          value={isTimeOffered ? time : ''}
          disabled={day === ''}
          onChange={(event) => setTime(event.target.value)}
        >
          <option value="">Choose a time</option>
          {choices.times.map((wanted) => (
            <option key={wanted} value={wanted}>
              {formatClockTime(wanted.slice(9))}
            </option>
          ))}
        </select>
      </div>
      {save.error && (
        <p className="field-error" role="alert">
          {save.error instanceof ApiError
            ? save.error.message
            : 'We could not change the deadline. Please try again.'}
        </p>
      )}
      <Button type="submit" disabled={!isTimeOffered} aria-busy={save.isPending}>
        {TEXTS.done}
      </Button>
    </form>
  )
}

/**
 * Deadline editing (spec §4, §5, §9): a day of the next 7 ('MMM D, YYYY') and a time every 15
 * minutes from 10:00 to 22:00 store time, only later than now; 'Done' saves it with
 * `PUT carts/group/{id}` {deadline, note, locked: false}, closes and opens the bag.
 */
export function DeadlineDialog(props: { open: boolean; onClose: () => void; group: TGroupOrder }) {
  const ref = useOrderContext((state) => state.groupOrder)
  return (
    <ModalDialog
      open={props.open}
      onClose={props.onClose}
      title="Group order deadline"
      maxWidth={DEADLINE_MAX_WIDTH}
    >
      {props.open && ref && <DeadlineForm group={props.group} onDone={props.onClose} />}
    </ModalDialog>
  )
}
