import type { THandoffMode } from '@deli/contracts'
import { isDeliveryHandoff } from './handoff.ts'
import { formatClockTime } from './opening-hours.ts'
import { TEXTS } from './texts.ts'
import { formatWantedTime } from './wall-time.ts'

/** The basket's time as the texts need it (spec §3 Cart time; times are store-local). */
export type TOrderTimeView = {
  mode: 'asap' | 'advance'
  wanted: string | null
  asapAvailable: boolean
  earliest: string | null
}

export const NO_TIME_TEXT = 'Choose a time'

/**
 * An ASAP quote in words (ADR 065): 'Ready around 12:40 PM', from a store-local 'YYYYMMDD HH:mm' —
 * the same number in the bag, checkout, the time picker and, once ordered, the confirmation. A
 * delivery's time is when it arrives, as its confirmation says: 'Arrives around 12:40 PM'.
 */
export const readyAroundText = (wanted: string, handoff?: THandoffMode) =>
  `${handoff && isDeliveryHandoff(handoff) ? 'Arrives' : 'Ready'} around ${formatClockTime(wanted.slice(9))}`

/**
 * The order time in words, one wording for every place that shows it:
 * - 'full' (bag, checkout): 'Next Available · Ready around 12:15 PM' ('Arrives around' for a delivery,
 *   given its `handoff`), 'Order Ahead · Sat, Nov 21 · 12:15 PM';
 * - 'short' (the header's place button): 'Next Available', 'Sat, Nov 21 · 12:15 PM';
 * ordering ahead without a time, both say 'Choose a time'.
 */
export function orderTimeText(
  time: TOrderTimeView,
  style: 'full' | 'short' = 'full',
  handoff?: THandoffMode,
): string {
  if (time.mode === 'advance') {
    if (!time.wanted) return NO_TIME_TEXT
    const when = formatWantedTime(time.wanted)
    return style === 'full' ? `${TEXTS.orderModeAdvance} · ${when}` : when
  }
  if (style === 'short' || !time.asapAvailable || !time.earliest) return TEXTS.orderModeAsap
  return `${TEXTS.orderModeAsap} · ${readyAroundText(time.earliest, handoff)}`
}
