import type { THandoffMode, TStoreSchedule } from '@deli/contracts'
import { KITCHEN_STATIONS_RANGE } from '@deli/contracts/constants'
import {
  handoffListLabel,
  kitchenStationsProblem,
  SLOT_CAPACITY_RANGE,
  SLOT_MINUTES,
  slotCapacityProblem,
} from '@deli/domain'
import { useQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { useFocusAfterCommit } from '../../ui/use-focus-after-commit.ts'
import { ChangeStatus } from './change-status.tsx'
import { NumberSettingForm } from './number-setting-form.tsx'
import { staffApi } from './staff-api.ts'
import { useStaffChange } from './use-staff-change.ts'
import { WeekHoursForm } from './week-hours-form.tsx'

/** Dispatch is delivery by a courier partner: named apart where both are edited. */
const handoffName = (mode: THandoffMode) => handoffListLabel(mode)

/**
 * A store manager's Hours page (ADR 021): each offered handoff's weekly hours, the orders taken
 * per 15-minute time slot and the kitchen's stations (ADR 065). Store staff see it read-only. The storefront's times and 'open' flags
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
  const ids = useId()
  const periods = handoff ? (schedule.hours[handoff] ?? []) : []
  const focusAfterCommit = useFocusAfterCommit()
  const [hoursSaid, setHoursSaid] = useState('')

  return (
    <div className="availability">
      {!canChange && (
        <p className="availability__note">Only a store manager can change hours, capacity and stations.</p>
      )}
      <ChangeStatus done={change.done} failure={change.failure} />

      <section className="availability__section" aria-labelledby={`${ids}-capacity`}>
        <h2 id={`${ids}-capacity`}>Capacity</h2>
        <p className="availability__lead">
          Now {schedule.slot_capacity} orders per {SLOT_MINUTES}-minute time slot
          {schedule.uses_chain_capacity ? ' (the chain’s default).' : '.'}
        </p>
        <NumberSettingForm
          setting={{
            label: 'Orders per time slot',
            saveText: 'Save capacity',
            value: schedule.slot_capacity,
            usesChain: schedule.uses_chain_capacity,
            chainValue: schedule.chain_slot_capacity,
            range: SLOT_CAPACITY_RANGE,
            problem: slotCapacityProblem,
            save: (wanted) =>
              change.run(
                () => staffApi.setCapacity(storeId, wanted),
                wanted === null
                  ? `Back to the chain’s default of ${schedule.chain_slot_capacity} orders per time slot.`
                  : `Now ${wanted} orders per time slot.`,
              ),
          }}
          canChange={canChange}
          isSaving={change.isPending}
          onProblem={change.refuse}
        />
      </section>

      <section className="availability__section" aria-labelledby={`${ids}-stations`}>
        <h2 id={`${ids}-stations`}>Kitchen stations</h2>
        <p className="availability__lead">
          Now {schedule.kitchen_stations} {schedule.kitchen_stations === 1 ? 'order' : 'orders'} made side by
          side
          {schedule.uses_chain_stations ? ' (the chain’s default).' : '.'} ASAP ready times count the wait for
          a free station, and a time slot holds {SLOT_MINUTES} minutes of work per station.
        </p>
        <NumberSettingForm
          setting={{
            label: 'Kitchen stations',
            saveText: 'Save stations',
            value: schedule.kitchen_stations,
            usesChain: schedule.uses_chain_stations,
            chainValue: schedule.chain_kitchen_stations,
            range: KITCHEN_STATIONS_RANGE,
            problem: kitchenStationsProblem,
            save: (wanted) =>
              change.run(
                () => staffApi.setStations(storeId, wanted),
                wanted === null
                  ? `Back to the chain’s default of ${schedule.chain_kitchen_stations} kitchen stations.`
                  : `Now ${wanted} kitchen station${wanted === 1 ? '' : 's'}.`,
              ),
          }}
          canChange={canChange}
          isSaving={change.isPending}
          onProblem={change.refuse}
        />
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
              saveId={`${ids}-save-hours`}
              said={hoursSaid}
              onProblem={change.refuse}
              onSave={(week) => {
                const saved = `${handoffName(handoff)} hours saved.`
                setHoursSaid('')
                // The saved week comes back sorted and the form starts again: its button takes the focus.
                change.run(
                  () => staffApi.setHours(storeId, handoff, week),
                  saved,
                  () => {
                    setHoursSaid(saved)
                    focusAfterCommit(() => document.getElementById(`${ids}-save-hours`))
                  },
                )
              }}
            />
          </>
        ) : (
          <p>This store offers no order types.</p>
        )}
      </section>
    </div>
  )
}
