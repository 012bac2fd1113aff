/**
 * How long until one of a store's stations is free (ADR 065), in seconds: the live orders' make times
 * (received, in progress; first come first) are laid on `stations` side by side, each on the station
 * that frees first, and the answer is when the first station frees after them all. No live work: 0.
 * Fewer than one station counts as one.
 */
export function kitchenWaitSeconds(stations: number, liveWork: readonly number[]): number {
  const count = Math.max(1, Math.floor(stations) || 1)
  // A station nobody uses is free now.
  if (liveWork.length < count) return 0
  const lanes = new Array<number>(count).fill(0)
  for (const seconds of liveWork) {
    let first = 0
    for (let lane = 1; lane < lanes.length; lane++) if ((lanes[lane] ?? 0) < (lanes[first] ?? 0)) first = lane
    lanes[first] = (lanes[first] ?? 0) + Math.max(0, seconds)
  }
  return Math.min(...lanes)
}
