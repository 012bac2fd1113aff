import { visibleLines } from './cart-rules.ts'

/** How many lines a one-line summary names before it counts the rest. */
export const LINES_TEXT_NAMED = 3

/**
 * An order's lines in one line, as a usual or recent order shows them (home and account): the first
 * LINES_TEXT_NAMED visible lines by name, a quantity above one as '2 × ', the rest counted
 * ('+ 2 more'); utensils are left out as everywhere (spec §4).
 */
export function orderLinesText(lines: readonly { name: string; quantity: number }[]): string {
  const visible = visibleLines(lines)
  const named = visible
    .slice(0, LINES_TEXT_NAMED)
    .map((line) => (line.quantity > 1 ? `${line.quantity} × ${line.name}` : line.name))
  const rest = visible.length - named.length
  return rest > 0 ? `${named.join(', ')} + ${rest} more` : named.join(', ')
}
