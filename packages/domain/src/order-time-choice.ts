/** The basket's order time as the storefront and the API both see it (spec §3 Cart time). */
export type TOrderTimeState = {
  mode: 'asap' | 'advance'
  wanted: string | null
  asapAvailable: boolean
}

export const ASAP_UNAVAILABLE_MESSAGE =
  'This store cannot take orders for as soon as possible right now. Please choose a time.'
export const TIME_REQUIRED_MESSAGE = 'Please choose a time for your order.'

/**
 * Why a basket's order time cannot be checked out, or null when it can: ASAP while ASAP is disabled
 * (a closed store, catering: spec §4), or order ahead without a chosen time. The API refuses with
 * the same sentence at validate and submit; checkout says it before a card is tokenised.
 */
export function orderTimeError(time: TOrderTimeState): string | null {
  if (time.mode === 'asap') return time.asapAvailable ? null : ASAP_UNAVAILABLE_MESSAGE
  return time.wanted ? null : TIME_REQUIRED_MESSAGE
}

/**
 * The time the picker shows as chosen: the guest's own choice, else the basket's, else — ordering
 * ahead with nothing chosen (a closed store forces it) — the earliest open slot of the day, so the
 * guest sees a real time instead of 'Choose a time' for checkout to refuse.
 */
export function pickerTime(input: {
  mode: 'asap' | 'advance'
  chosen: string | null
  /** True once the guest cleared or picked a time themselves. */
  isChosenByGuest: boolean
  slots: readonly string[]
}): string | null {
  if (input.chosen && input.slots.includes(input.chosen)) return input.chosen
  if (input.mode !== 'advance' || input.isChosenByGuest) return null
  return input.slots[0] ?? null
}
