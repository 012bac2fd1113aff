import type { TGroupOrderStatus, TGroupPaymentType } from '@deli/contracts'
import type { TQueryable } from '../../platform/database.ts'

/** What a basket's rules read of its group order (ADR 015). */
export type TBasketGroup = {
  id: string
  /** The host's basket. */
  cartId: string
  paymentType: TGroupPaymentType
  status: TGroupOrderStatus
  deadlineAt: Date
}

/** What a basket's rules read of a person in its group order. */
export type TBasketParticipant = { id: string; name: string; isHost: boolean }

/**
 * The port through which carts reads and touches the group order a basket belongs to (ADR 051's
 * amendment): carts sits below group-orders, so it declares what it needs and the group-orders
 * module fills it (`basketGroupPort`), plugged in once when the app is built. Carts never imports
 * group-orders.
 */
export type TBasketGroupPort = {
  /** The group order and the session's participant in it; null when either does not exist. */
  groupOfSession(
    db: TQueryable,
    groupOrderId: string,
    sessionId: string,
  ): Promise<{ group: TBasketGroup; participant: TBasketParticipant } | null>
  /** A change of a group's basket is a change of the group: its version (ETag) moves. */
  bumpVersion(db: TQueryable, groupOrderId: string): Promise<void>
}

let plugged: TBasketGroupPort | null = null

/** Plugs the group-orders module's side of the port in (the app does it once, when it is built). */
export function plugBasketGroupPort(port: TBasketGroupPort): void {
  plugged = port
}

/** The plugged port; a basket of a group order without one is a wiring mistake, never a guest's. */
export function basketGroups(): TBasketGroupPort {
  if (!plugged) throw new Error('The group orders port of carts is not plugged in (see register-routes.ts).')
  return plugged
}
