import { dayWindow, type TSlotContext } from './order-time.ts'
import { formatDay } from './wall-time.ts'

/** A day a manager closed the store, with their words for guests (ADR 021). */
export type TClosedDay = { day: string; message: string }

/**
 * The closed days inside the days a guest may order for (today, or catering's first day, … the
 * store's last day ahead), soonest first: the order-time picker and the store's page name them, so
 * a day missing from the picker's list is explained rather than silently gone.
 */
export function closedDaysAhead(
  ctx: Pick<TSlotContext, 'now' | 'timezone' | 'advanceDays' | 'channel'>,
  closures: readonly TClosedDay[],
): TClosedDay[] {
  const { first, last } = dayWindow(ctx)
  return closures.filter((closure) => closure.day >= first && closure.day <= last)
}

/** The picker's heading over the closed days. */
export const CLOSED_DAYS_TITLE = 'Closed days'

/** 'Thu, Dec 24: Closed for the holiday.' — one closed day as the picker lists it under its title. */
export const closedDayText = (closure: TClosedDay): string => `${formatDay(closure.day)}: ${closure.message}`
