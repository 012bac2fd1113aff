/** What a short label (a day as '11-27', an hour) takes across when turned 45°, in px. */
const TURNED_LABEL_PX = 36
const DAY = /^\d{4}-\d{2}-\d{2}$/

/**
 * How a chart's bucket labels fit `width` px: level when they do; else turned 45° on an axis that
 * has room for it (days as '11-27': the table has the year), with only every `step`-th shown when
 * even turned they would run into each other; else level, every third.
 */
export function chartLabels(
  labels: readonly string[],
  crowded: { labelWidth: number; reserve: number; turn?: number; isShortDays?: boolean },
  width: number,
) {
  const room = Math.max(width - crowded.reserve, 1)
  const isCrowded = labels.length * crowded.labelWidth > room
  const isTurned = isCrowded && crowded.turn !== undefined
  const step = !isCrowded
    ? 1
    : isTurned
      ? Math.max(1, Math.ceil((labels.length * TURNED_LABEL_PX) / room))
      : 3
  const text = (label: string) =>
    isTurned && crowded.isShortDays && DAY.test(label) ? label.slice(5) : label
  return { isTurned, step, text }
}
