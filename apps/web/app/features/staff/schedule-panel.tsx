import type { THandoffMode, TStoreSchedule } from '@deli/contracts'
import { handoffListLabel, SLOT_CAPACITY_RANGE, SLOT_MINUTES, slotCapacityProblem } from '@deli/domain'
import { useQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { Button } from '../../ui/button.tsx'
import { ChangeStatus } from './change-status.tsx'
import { staffApi } from './staff-api.ts'
import { useStaffChange } from './use-staff-change.ts'
import { WeekHoursForm } from './week-hours-form.tsx'

/** Dispatch is delivery by a courier partner: named apart where both are edited. */
const handoffName = (mode: THandoffMode) => handoffListLabel(mode)

/**
 * A store manager's Hours page (ADR 021): each offered handoff's weekly hours and the orders taken
 * per 15-minute time slot. Store staff see it read-only. The storefront's times and 'open' flags
 * follow on the next request.
 */
export function SchedulePanel(props: { storeId: number; canChange: boolean; initial: TStoreSchedule }) {
  const { storeId, canChange } = props
  const scheduleKey = ['staff-schedule', storeId] as const
  const schedule = useQuery({
    queryKey: scheduleKey,
    queryFn: () => staffApi.schedule(storeId),
    initialData: props.initial,
  }).data
  const change = useStaffChange<TStoreSchedule>(scheduleKey)
  const [handoff, setHandoff] = useState<THandoffMode | undefined>(schedule.handoffs[0])
  const [capacity, setCapacity] = useState(String(schedule.slot_capacity))
  const ids = useId()
  const periods = handoff ? (schedule.hours[handoff] ?? []) : []

  return (
    <div className="availability">
      {!canChange && (
        <p className="availability__note">Only a store manager can change hours and capacity.</p>
      )}
      <ChangeStatus done={change.done} failure={change.failure} />

      <section className="availability__section" aria-labelledby={`${ids}-capacity`}>
        <h2 id={`${ids}-capacity`}>Capacity</h2>
        <p className="availability__lead">
          Now {schedule.slot_capacity} orders per {SLOT_MINUTES}-minute time slot
          {schedule.uses_chain_capacity ? ' (the chain’s default).' : '.'}
        </p>
        <form
          className="availability__row"
          noValidate
          onSubmit={(event) => {
            event.preventDefault()
            const wanted = capacity.trim() === '' ? Number.NaN : Number(capacity)
            const problem = slotCapacityProblem(wanted)
            if (problem) change.refuse(problem)
            else
              change.run(() => staffApi.setCapacity(storeId, wanted), `Now ${wanted} orders per time slot.`)
          }}
        >
          <label className="availability__field">
            Orders per time slot
            <input
              type="number"
              inputMode="numeric"
              min={SLOT_CAPACITY_RANGE.min}
              max={SLOT_CAPACITY_RANGE.max}
              step={1}
              value={capacity}
              disabled={!canChange}
              onChange={(event) => setCapacity(event.target.value)}
            />
          </label>
          <Button size="small" type="submit" disabled={!canChange || change.isPending}>
            Save capacity
          </Button>
          {!schedule.uses_chain_capacity && (
            <Button
              size="small"
              variant="outline"
              disabled={!canChange || change.isPending}
              onClick={() => {
                setCapacity(String(schedule.chain_slot_capacity))
                change.run(
                  () => staffApi.setCapacity(storeId, null),
                  `Back to the chain’s default of ${schedule.chain_slot_capacity} orders per time slot.`,
                )
              }}
            >
              Use the chain’s default ({schedule.chain_slot_capacity})
            </Button>
          )}
        </form>
      </section>

      <section className="availability__section" aria-labelledby={`${ids}-hours`}>
        <h2 id={`${ids}-hours`}>Weekly hours</h2>
        {handoff ? (
          <>
            <label className="availability__field">
              Hours for
              <select value={handoff} onChange={(event) => setHandoff(event.target.value as THandoffMode)}>
                {schedule.handoffs.map((mode) => (
                  <option key={mode} value={mode}>
                    {handoffName(mode)}
                  </option>
                ))}
              </select>
            </label>
            <WeekHoursForm
              // A saved week comes back sorted: start again from what is stored.
              key={`${handoff}:${JSON.stringify(periods)}`}
              label={handoffName(handoff)}
              periods={periods}
              canChange={canChange}
              isSaving={change.isPending}
              onProblem={change.refuse}
              onSave={(week) =>
                change.run(
                  () => staffApi.setHours(storeId, handoff, week),
                  `${handoffName(handoff)} hours saved.`,
                )
              }
            />
          </>
        ) : (
          <p>This store offers no order types.</p>
        )}
      </section>
    </div>
  )
}
