import type { TMenu, TStoreAvailability } from '@deli/contracts'
import { EXTRA_LEAD_CHOICES } from '@deli/contracts/constants'
import { formatDay, localDay } from '@deli/domain'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { Button } from '../../ui/button.tsx'
import { useFocusAfterCommit } from '../../ui/use-focus-after-commit.ts'
import { availabilityItems, type TAvailabilityItem } from './availability-items.ts'
import { ChangeStatus } from './change-status.tsx'
import { staffApi } from './staff-api.ts'
import { useStaffChange } from './use-staff-change.ts'

/** Rows shown at once; a search narrows the rest down. */
const ROW_LIMIT = 80

type TChoice = 'on' | 'today' | 'indefinite'
const CHOICE_TEXT: Record<TChoice, string> = {
  on: 'On the menu',
  today: '86’d for today',
  indefinite: '86’d until further notice',
}
const choiceOf = (item: TAvailabilityItem): TChoice =>
  item.hold ? (item.hold.until === null ? 'indefinite' : 'today') : 'on'

/**
 * A store manager's Availability page (ADR 021): 86 items and options for today or until
 * further notice, pause ASAP, add lead time, close a day. Store staff see it read-only.
 */
export function AvailabilityPanel(props: {
  storeId: number
  menuId: number
  canChange: boolean
  initial: TStoreAvailability
  initialMenu: TMenu
}) {
  const { storeId, canChange } = props
  const queryClient = useQueryClient()
  const availabilityKey = ['staff-availability', storeId] as const
  const menuKey = ['staff-menu', props.menuId] as const
  const availability = useQuery({
    queryKey: availabilityKey,
    queryFn: () => staffApi.availability(storeId),
    initialData: props.initial,
  }).data
  const menu = useQuery({
    queryKey: menuKey,
    queryFn: () => staffApi.menu(props.menuId),
    initialData: props.initialMenu,
  }).data
  const change = useStaffChange<TStoreAvailability>(availabilityKey, {
    afterSave: () => void queryClient.invalidateQueries({ queryKey: menuKey }),
  })
  const { run, done, failure } = change
  const focusAfterCommit = useFocusAfterCommit()

  const [search, setSearch] = useState('')
  const items = availabilityItems(menu, availability.holds, search)
  const today = localDay(new Date(), availability.timezone)
  // A closed day (ADR 021) names its year when it is not the store's current year: near the year's
  // end 'Fri, Jan 1' could be either January.
  const closedDay = (day: string) => formatDay(day, { year: { unlessYearOf: today } })
  const [closeOn, setCloseOn] = useState('')
  const [closeMessage, setCloseMessage] = useState('')
  const ids = useId()

  function setItem(item: TAvailabilityItem, choice: TChoice) {
    if (choice === 'on') {
      run(() => staffApi.release(storeId, item.kind, item.id), `${item.name} is back on the menu.`)
    } else {
      const body = { kind: item.kind, id: item.id, length: choice }
      run(() => staffApi.hold(storeId, body), `${item.name}: ${CHOICE_TEXT[choice]}.`)
    }
  }

  // A control being saved stays enabled (aria-disabled, its change ignored until the answer): disabling
  // it would drop the keyboard's focus to the page's start.
  return (
    <div className="availability">
      {!canChange && <p className="availability__note">Only a store manager can change availability.</p>}
      <ChangeStatus done={done} failure={failure} />

      <section className="availability__section" aria-labelledby={`${ids}-timing`}>
        <h2 id={`${ids}-timing`}>Order times</h2>
        <div className="availability__row">
          <Button
            size="small"
            variant={availability.asap_paused ? 'primary' : 'outline'}
            aria-pressed={availability.asap_paused}
            disabled={!canChange}
            aria-disabled={change.isPending || undefined}
            onClick={() =>
              !change.isPending &&
              run(
                () =>
                  staffApi.timing(storeId, {
                    asap_paused: !availability.asap_paused,
                    extra_lead_minutes: availability.extra_lead_minutes,
                  }),
                availability.asap_paused ? 'ASAP orders are back on.' : 'ASAP orders are paused.',
              )
            }
          >
            Pause ASAP orders
          </Button>
          <label className="availability__field">
            Extra lead time
            <select
              value={availability.extra_lead_minutes}
              disabled={!canChange}
              aria-disabled={change.isPending || undefined}
              onChange={(event) => {
                if (change.isPending) return
                const minutes = Number(event.target.value)
                run(
                  () =>
                    staffApi.timing(storeId, {
                      asap_paused: availability.asap_paused,
                      extra_lead_minutes: minutes,
                    }),
                  minutes ? `Orders now need ${minutes} more minutes.` : 'No extra lead time.',
                )
              }}
            >
              {EXTRA_LEAD_CHOICES.map((minutes) => (
                <option key={minutes} value={minutes}>
                  {minutes === 0 ? 'None' : `+${minutes} minutes`}
                </option>
              ))}
            </select>
          </label>
        </div>
      </section>

      <section className="availability__section" aria-labelledby={`${ids}-closed`}>
        <h2 id={`${ids}-closed`} tabIndex={-1}>
          Close for a day
        </h2>
        <form
          className="availability__row"
          onSubmit={(event) => {
            event.preventDefault()
            if (change.isPending) return
            const day = closeOn.replaceAll('-', '')
            run(() => staffApi.closeDay(storeId, day, closeMessage), `Closed on ${closedDay(day)}.`)
          }}
        >
          <label className="availability__field">
            Day
            <input
              type="date"
              required
              min={`${today.slice(0, 4)}-${today.slice(4, 6)}-${today.slice(6, 8)}`}
              value={closeOn}
              disabled={!canChange}
              onChange={(event) => setCloseOn(event.target.value)}
            />
          </label>
          <label className="availability__field availability__field--wide">
            Message for guests
            <input
              type="text"
              required
              maxLength={200}
              placeholder="Closed for the holiday"
              value={closeMessage}
              disabled={!canChange}
              onChange={(event) => setCloseMessage(event.target.value)}
            />
          </label>
          {/* Busy, not disabled, while saving: a disabled button would drop the keyboard's place. */}
          <Button size="small" type="submit" disabled={!canChange} aria-busy={change.isPending}>
            Close that day
          </Button>
        </form>
        {availability.closures.length > 0 && (
          <ul className="availability__closures">
            {availability.closures.map((closure) => (
              <li key={closure.day}>
                <strong>{closedDay(closure.day)}</strong> — {closure.message}{' '}
                <Button
                  size="small"
                  variant="link"
                  disabled={!canChange || change.isPending}
                  onClick={() =>
                    run(
                      () => staffApi.reopenDay(storeId, closure.day),
                      `Open again on ${closedDay(closure.day)}.`,
                      // The day's button goes with it: the keyboard goes to the section's heading.
                      () => focusAfterCommit(() => document.getElementById(`${ids}-closed`)),
                    )
                  }
                >
                  Open {closedDay(closure.day)} again
                </Button>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section className="availability__section" aria-labelledby={`${ids}-items`}>
        <h2 id={`${ids}-items`}>Items and options</h2>
        <label className="availability__field">
          Search items and options
          <input type="search" value={search} onChange={(event) => setSearch(event.target.value)} />
        </label>
        <ul className="availability__items">
          {items.slice(0, ROW_LIMIT).map((item) => (
            <li
              key={`${item.kind}:${item.id}`}
              className={item.hold ? 'availability__item is-held' : 'availability__item'}
            >
              <span className="availability__name">
                {item.name}{' '}
                <span className="availability__where">
                  {item.kind === 'option' ? 'Option · ' : ''}
                  {item.where}
                  {item.others > 0 ? ` and ${item.others} more` : ''}
                </span>
              </span>
              <label className="availability__choice">
                {/* An option may share its name with a product (a boxed lunch's sandwich): said apart. */}
                <span className="visually-hidden">
                  {item.kind === 'option'
                    ? `Availability of the option ${item.name} on ${item.where}`
                    : `Availability of ${item.name}`}
                </span>
                <select
                  value={choiceOf(item)}
                  disabled={!canChange}
                  aria-disabled={change.isPending || undefined}
                  onChange={(event) => !change.isPending && setItem(item, event.target.value as TChoice)}
                >
                  {(Object.keys(CHOICE_TEXT) as TChoice[]).map((choice) => (
                    <option key={choice} value={choice}>
                      {CHOICE_TEXT[choice]}
                    </option>
                  ))}
                </select>
              </label>
            </li>
          ))}
        </ul>
        {items.length > ROW_LIMIT && (
          <p className="availability__more">
            Showing {ROW_LIMIT} of {items.length}. Search to find the rest.
          </p>
        )}
      </section>
    </div>
  )
}
