/**
 * An order the kitchen has not started (ADR 065): in how many seconds its making may start (an order
 * ahead's promise less its make time; 0 for an ASAP order, or when due now or overdue), its make time,
 * and in how many seconds it is promised (second amendment of 2026-11-27; absent: its start plus its make time).
 */
export type TPlannedWork = readonly [startsInSeconds: number, makeSeconds: number, dueInSeconds?: number]

/** How far ahead an order ahead's start is read for a quote (ADR 065): no lunch wait is longer. */
export const PLANNED_WORK_HORIZON_MINUTES = 120

/**
 * What is left to make of a live order (ADR 065): its whole make time until staff start it, then the
 * make time less the time since they did (`started_at`), never below 0. Seconds.
 */
export function remainingMakeSeconds(makeSeconds: number, startedAt: Date | null, now: Date): number {
  const make = Math.max(0, makeSeconds)
  if (!startedAt) return make
  return Math.max(0, make - Math.floor((now.getTime() - startedAt.getTime()) / 1_000))
}

/** A kitchen's stations: fewer than one counts as one. */
export const stationCount = (stations: number) => Math.max(1, Math.floor(stations) || 1)

/**
 * A kitchen's stations as lanes of seconds from now, with the work left of the orders on the line
 * (`liveWork`, in progress) laid on them, each on the station that frees first; `firstFree` names the
 * lane that frees first (the lowest-numbered of a tie). The quote's and the plan's common start (ADR 065).
 */
export function kitchenLanes(stations: number, liveWork: readonly number[]) {
  const lanes = new Array<number>(stationCount(stations)).fill(0)
  const firstFree = () => {
    let first = 0
    for (let lane = 1; lane < lanes.length; lane++) if ((lanes[lane] ?? 0) < (lanes[first] ?? 0)) first = lane
    return first
  }
  for (const seconds of liveWork) {
    const lane = firstFree()
    lanes[lane] = (lanes[lane] ?? 0) + Math.max(0, seconds)
  }
  return { lanes, firstFree }
}

/**
 * How long until one of a store's stations is free for a new order (ADR 065), in seconds: the live
 * orders' work left (in progress first, then first come first) is laid on `stations` side by side, each
 * on the station that frees first; then every order ahead due to start before that moment takes the
 * station that frees first, from its start on (it is due first), and the moment moves. The answer is
 * when the first station frees after them all. Fewer than one station counts as one.
 */
export function kitchenWaitSeconds(
  stations: number,
  liveWork: readonly number[],
  planned: readonly TPlannedWork[] = [],
): number {
  // A station nobody uses is free now.
  if (liveWork.length < stationCount(stations) && planned.length === 0) return 0
  const { lanes, firstFree } = kitchenLanes(stations, liveWork)
  const ahead = [...planned].sort((a, b) => a[0] - b[0])
  for (const [startsIn, seconds] of ahead) {
    const lane = firstFree()
    const free = lanes[lane] ?? 0
    // Due after a station frees for the new order: the new order starts first.
    if (startsIn > free) break
    lanes[lane] = Math.max(free, startsIn) + Math.max(0, seconds)
  }
  return Math.min(...lanes)
}

/** An order whose making may start within this is on the line (ADR 065): the board counts it as work. */
export const ON_LINE_MINUTES = 15

/**
 * The work the kitchen has on its line (ADR 065; the board's `work_seconds`): what is left of the
 * orders in progress, and the make time of the orders not started whose making may start within
 * `ON_LINE_MINUTES` (every ASAP order, an order ahead due soon). Seconds.
 */
export function lineWorkSeconds(liveWork: readonly number[], planned: readonly TPlannedWork[] = []): number {
  const live = liveWork.reduce((sum, seconds) => sum + Math.max(0, seconds), 0)
  return planned.reduce(
    (sum, [startsIn, seconds]) => (startsIn <= ON_LINE_MINUTES * 60 ? sum + Math.max(0, seconds) : sum),
    live,
  )
}
