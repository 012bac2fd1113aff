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

/**
 * Each handoff's words, the one table every list of handoffs reads (spec §3 site config, §4):
 * `label` the handoff in a word — delivery and dispatch are one group shown as Delivery (spec §4) —
 * and `type` its name inside its group's type selector (spec §2, §3: pickup 'In-store', curbside
 * 'Curbside'; plus drive-thru, and delivery by the store's own driver or by a courier partner).
 */
export const HANDOFF_WORDS: Readonly<Record<THandoffMode, { label: string; type: string }>> = Object.freeze({
  pickup: { label: TEXTS.pickup, type: TEXTS.inStore },
  curbside: { label: TEXTS.curbside, type: TEXTS.curbside },
  drivethru: { label: 'Drive-thru', type: 'Drive-thru' },
  delivery: { label: TEXTS.delivery, type: 'Our driver' },
  dispatch: { label: TEXTS.delivery, type: 'Courier partner' },
})

/** A handoff mode in a word (the board's tickets, the bag; dispatch is delivery to the guest). */
export const HANDOFF_LABELS: Readonly<Record<THandoffMode, string>> = Object.freeze(
  Object.fromEntries(HANDOFF_MODES.map((mode) => [mode, HANDOFF_WORDS[mode].label])) as Record<
    THandoffMode,
    string
  >,
)

/** The handoff types a guest chooses between inside a group, in the order of HANDOFF_MODES. */
export const HANDOFF_TYPES: readonly { mode: THandoffMode; label: string }[] = Object.freeze(
  HANDOFF_MODES.map((mode) => ({ mode, label: HANDOFF_WORDS[mode].type })),
)

/** How checkout heads a handoff: its group, and for the pickup group its type ('Pickup · Curbside'). */
export function handoffTitle(mode: THandoffMode): string {
  return handoffGroup(mode) === 'delivery'
    ? handoffGroupLabel(mode)
    : `${handoffGroupLabel(mode)} · ${HANDOFF_WORDS[mode].type}`
}

/**
 * A handoff named apart where one list shows several (a store's hours, its manager's Hours page): its
 * word, and for a mode whose word an earlier mode already has, its type too ('Delivery · Courier partner').
 */
export function handoffListLabel(mode: THandoffMode): string {
  const first = HANDOFF_MODES.find((other) => HANDOFF_LABELS[other] === HANDOFF_LABELS[mode])
  return first === mode ? HANDOFF_LABELS[mode] : `${HANDOFF_LABELS[mode]} · ${HANDOFF_WORDS[mode].type}`
}

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
