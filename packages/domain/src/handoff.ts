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

/**
 * The handoff types a guest chooses between inside a group (spec §2 pickup type selector, §3 site
 * config: pickup 'In-store', curbside 'Curbside'; plus drive-thru, and delivery by the store's own
 * driver or by a courier partner — dispatch, which spec §4 groups with delivery).
 */
export const HANDOFF_TYPES: readonly { mode: THandoffMode; label: string }[] = Object.freeze([
  { mode: 'pickup', label: TEXTS.inStore },
  { mode: 'curbside', label: TEXTS.curbside },
  { mode: 'drivethru', label: 'Drive-thru' },
  { mode: 'delivery', label: 'Our driver' },
  { mode: 'dispatch', label: 'Courier partner' },
])

/** The types of a handoff group a store offers, in the order of HANDOFF_TYPES. */
export function handoffTypes(
  group: THandoffGroup,
  services: Pick<TStoreServices, THandoffMode>,
): { mode: THandoffMode; label: string }[] {
  return HANDOFF_TYPES.filter((type) => handoffGroup(type.mode) === group && services[type.mode])
}

/** The delivery-group mode to start a delivery with: the store's own delivery, else dispatch. */
export function deliveryModeOf(
  services: Pick<TStoreServices, 'delivery' | 'dispatch'>,
): 'delivery' | 'dispatch' {
  return services.delivery || !services.dispatch ? 'delivery' : 'dispatch'
}

/**
 * Headings follow the handoff (spec §2 'Order {Handoff}'): 'Order Curbside' once a basket is curbside,
 * 'Order Pickup' with no basket or a delivery one (the locations list is the pickup search).
 */
export function pickupSearchHeading(mode: THandoffMode | null | undefined): string {
  return TEXTS.orderHandoff(mode && !isDeliveryHandoff(mode) ? HANDOFF_LABELS[mode] : TEXTS.pickup)
}
