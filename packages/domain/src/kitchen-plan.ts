import { kitchenLanes, PLANNED_WORK_HORIZON_MINUTES, type TPlannedWork } from './kitchen-wait.ts'
import { MINUTE_MS, toWantedTime } from './wall-time.ts'

/**
 * What the kitchen has on now (ADR 065): its stations, the work left of the orders on its stations
 * (in progress) and the orders it has not started, each with its start and its promise (`planKitchen`).
 */
export type TKitchenLoad = {
  stations: number
  liveWork: readonly number[]
  planned?: readonly TPlannedWork[]
}

/** The plan of a store's kitchen (ADR 065, second amendment of 2026-11-27): when each order not started is ready. */
export type TKitchenPlan = {
  /** Seconds from now at which each `planned` order is ready, in the order given. */
  ready: number[]
  /** Seconds from now at which the new order starts and is ready; absent when none was planned. */
  start?: number
  end?: number
}

/**
 * A new order laid into the plan: its make time, the promise it would be made for and, for an order
 * ahead, when its making may start (seconds from now; ASAP: now).
 */
export type TNewWork = { makeSeconds: number; dueInSeconds: number; startsInSeconds?: number }

/**
 * The kitchen's committed work laid on its stations as its staff make it (ADR 065, amendment of
 * 2026-11-28): the work left of the orders on the line (`liveWork`, in progress) holds the station that
 * frees first from now; then, whenever a station frees, it takes the order due first (`planned`'s third
 * value: its promise, seconds from now; without one, its start plus its make time) among those it may
 * start (an ASAP order at once, an order ahead at its start), and waits for the next start when none
 * may. A `newOrder` loses ties (it came last). Seconds from now.
 */
export function planKitchen(
  stations: number,
  liveWork: readonly number[],
  planned: readonly TPlannedWork[],
  newOrder?: TNewWork,
): TKitchenPlan {
  const { lanes, firstFree } = kitchenLanes(stations, liveWork)
  type TJob = { index: number; startsIn: number; make: number; due: number }
  const waiting: TJob[] = planned.map(([startsIn, make, due], index) => {
    const starts = Math.max(0, startsIn)
    const seconds = Math.max(0, make)
    return { index, startsIn: starts, make: seconds, due: due ?? starts + seconds }
  })
  if (newOrder) {
    const make = Math.max(0, newOrder.makeSeconds)
    const startsIn = Math.max(0, newOrder.startsInSeconds ?? 0)
    waiting.push({ index: planned.length, startsIn, make, due: newOrder.dueInSeconds })
  }
  const plan: TKitchenPlan = { ready: new Array<number>(planned.length).fill(0) }
  while (waiting.length > 0) {
    const lane = firstFree()
    const free = lanes[lane] ?? 0
    const earliestStart = Math.min(...waiting.map((job) => job.startsIn))
    const at = Math.max(free, earliestStart)
    let best = -1
    for (let position = 0; position < waiting.length; position++) {
      const job = waiting[position]
      const chosen = waiting[best]
      if (!job || job.startsIn > at) continue
      if (!chosen || job.due < chosen.due || (job.due === chosen.due && job.index < chosen.index))
        best = position
    }
    const [job] = waiting.splice(best, 1)
    if (!job) break
    const end = at + job.make
    lanes[lane] = end
    if (job.index < planned.length) plan.ready[job.index] = end
    else {
      plan.start = at
      plan.end = end
    }
  }
  return plan
}

/** The longest a quote looks for a promise that keeps the kitchen's other promises (ADR 065): 4 hours. */
const LONGEST_SEARCH_SECONDS = 4 * 3_600

/**
 * When a new ASAP order of `makeSeconds` can honestly be promised (ADR 065, second amendment of 2026-11-27),
 * seconds from now, with its start on a station: the first whole minute P (less `extraSeconds`, a
 * manager's extra lead and a delivery's drive, which the kitchen does not spend) such that the kitchen's
 * plan with the new order due at P makes it by P and makes no other order later than both its own
 * promise and its plan without the new order — the new order is planned into the stations, so it takes
 * a station only where no promise already made needs it. Past the last order's promise the new order is
 * due last, and it is promised when the plan makes it.
 */
export function plannedAsapSeconds(
  stations: number,
  liveWork: readonly number[],
  planned: readonly TPlannedWork[],
  makeSeconds: number,
  extraSeconds = 0,
): { readySeconds: number; startSeconds: number } {
  const make = Math.max(0, makeSeconds)
  const extra = Math.max(0, extraSeconds)
  const keeps = promiseKeeper(stations, liveWork, planned)
  const lastDue = Math.max(0, ...keeps.dues)
  let promise = Math.ceil((make + extra) / 60) * 60
  for (;;) {
    const plan = planKitchen(stations, liveWork, planned, { makeSeconds: make, dueInSeconds: promise })
    const end = (plan.end ?? 0) + extra
    const keepsPromises = keeps.check(plan)
    const isLast = promise > lastDue || promise >= LONGEST_SEARCH_SECONDS
    if (end <= promise && (keepsPromises || isLast))
      return { readySeconds: end, startSeconds: plan.start ?? 0 }
    promise = end > promise ? Math.ceil(end / 60) * 60 : promise + 60
  }
}

/** Whether a plan with a new order keeps every promise the plan without it kept (or makes no order later). */
function promiseKeeper(stations: number, liveWork: readonly number[], planned: readonly TPlannedWork[]) {
  const without = planKitchen(stations, liveWork, planned).ready
  const dues = planned.map(([startsIn, seconds, due]) => due ?? Math.max(0, startsIn) + Math.max(0, seconds))
  const check = (plan: TKitchenPlan) =>
    plan.ready.every((ready, index) => ready <= Math.max(dues[index] ?? 0, without[index] ?? 0))
  return { dues, check }
}

/**
 * Whether the kitchen's plan has room for an order ahead of `makeSeconds` promised in `dueInSeconds`
 * (ADR 065, second amendment of 2026-11-27): laid into the stations from its start (its promise less its make
 * time, never before now), it is made by its promise and makes no other order later than both its own
 * promise and its plan without it. An order starting past the planned horizon
 * (`PLANNED_WORK_HORIZON_MINUTES`) is the slots' work alone (true).
 */
export function hasPlanRoom(kitchen: TKitchenLoad, makeSeconds: number, dueInSeconds: number): boolean {
  const { stations, liveWork, planned = [] } = kitchen
  const make = Math.max(0, makeSeconds)
  const startsIn = Math.max(0, dueInSeconds - make)
  if (startsIn > PLANNED_WORK_HORIZON_MINUTES * 60) return true
  const plan = planKitchen(stations, liveWork, planned, {
    makeSeconds: make,
    dueInSeconds,
    startsInSeconds: startsIn,
  })
  return (plan.end ?? 0) <= dueInSeconds && promiseKeeper(stations, liveWork, planned).check(plan)
}

/**
 * The last store-local wall time ('YYYYMMDD HH:mm') whose slot the kitchen's plan at `now` may refuse
 * an order of `makeSeconds`: a later slot starts past the planned horizon, where `hasPlanRoom` is true,
 * so a day's later slots need no instant worked out. An hour wider than the horizon, since a clock
 * change moves a wall time against its instant by an hour at most.
 */
export function lastPlannedWall(now: Date, makeSeconds: number, timeZone: string): string {
  const reach = (PLANNED_WORK_HORIZON_MINUTES + 60) * MINUTE_MS + Math.max(0, makeSeconds) * 1_000
  return toWantedTime(new Date(now.getTime() + reach), timeZone)
}
