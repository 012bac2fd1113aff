import type { THandoffMode, TStoreServices } from '@deli/contracts'
import { HANDOFF_MODES } from '@deli/contracts/constants'
import { TEXTS } from './texts.ts'

/** Delivery and dispatch form the delivery group; pickup, curbside and drivethru the pickup group (spec §4). */
export type THandoffGroup = 'delivery' | 'pickup'

export function handoffGroup(mode: THandoffMode): THandoffGroup {
  return mode === 'delivery' || mode === 'dispatch' ? 'delivery' : 'pickup'
}

/** True for delivery and dispatch; false for the pickup group and for anything unknown or missing. */
export function isDeliveryHandoff(mode: string | null | undefined): boolean {
  return mode === 'delivery' || mode === 'dispatch'
}

/** How a handoff group is shown: 'Delivery' or 'Pickup'. */
export function handoffGroupLabel(mode: THandoffMode): string {
  return handoffGroup(mode) === 'delivery' ? TEXTS.delivery : TEXTS.pickup
}

/** The handoff modes a store offers, in the order of HANDOFF_MODES. */
export function offeredHandoffs(services: Pick<TStoreServices, THandoffMode>): THandoffMode[] {
  return HANDOFF_MODES.filter((mode) => services[mode])
}

/** A handoff mode in a word (the board's tickets; dispatch is delivery to the guest). */
export const HANDOFF_LABELS: Readonly<Record<THandoffMode, string>> = Object.freeze({
  pickup: TEXTS.pickup,
  curbside: TEXTS.curbside,
  drivethru: 'Drive-thru',
  delivery: TEXTS.delivery,
  dispatch: TEXTS.delivery,
})
