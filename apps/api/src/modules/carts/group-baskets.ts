import { isDeliveryHandoff } from '@deli/domain'
import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm'
import type { TConfig } from '../../platform/config.ts'
import type { TQueryable } from '../../platform/database.ts'
import type { TStoreRow } from '../stores/index.ts'
import { insertCart } from './new-cart-repository.ts'
import { defaultHandoff } from './store-rules.ts'
import { cartLines, carts, type TCartRow } from './tables.ts'

/**
 * A split-payment participant's own basket (ADR 015): same store, channel and order time as the
 * host's basket, linked to the group, owned by the participant's session. The order is made and
 * handed off with the host's (at the host's handoff and time), so the basket itself is never a
 * delivery: the host's order alone carries the delivery fee and minimum.
 */
export async function openGroupBasket(
  tx: TQueryable,
  config: TConfig,
  input: { hostCart: TCartRow; store: TStoreRow; sessionId: string; groupOrderId: string },
): Promise<TCartRow> {
  const { hostCart } = input
  // The one basket insert (ADR 012), with the host's terms.
  return insertCart(tx, {
    sessionId: input.sessionId,
    menuId: hostCart.menuId,
    baseChannel: hostCart.baseChannel,
    channel: hostCart.baseChannel,
    ...hostsTerms(hostCart, input.store),
    groupOrderId: input.groupOrderId,
    // A participant orders where the host does (ADR 061: a promotion's channels).
    salesChannel: hostCart.salesChannel,
    resetMinutes: config.CART_RESET_MINUTES,
  })
}

/**
 * What a split basket takes from the host's (spec §4: the host owns the order's handoff and time):
 * the host's order time, and the host's handoff — a pickup one when the host's is a delivery.
 */
function hostsTerms(hostCart: TCartRow, store: TStoreRow) {
  const isDelivery = isDeliveryHandoff(hostCart.handoff)
  const handoff = !isDelivery ? hostCart.handoff : store.services.pickup ? 'pickup' : defaultHandoff(store)
  return {
    handoff,
    address: isDeliveryHandoff(handoff) ? hostCart.address : null,
    timeMode: hostCart.timeMode,
    wantedAt: hostCart.wantedAt,
  } satisfies Partial<TCartRow>
}

/**
 * The host changed the handoff or time of a split group's basket: every participant's active basket
 * follows (spec §4; ADR 015), in the host's change's transaction. Lock order stays basket, then
 * group: the participants' rows are updated, never locked first.
 */
export async function followHostBasket(tx: TQueryable, hostCart: TCartRow, store: TStoreRow) {
  if (!hostCart.groupOrderId) return
  await tx
    .update(carts)
    .set({ ...hostsTerms(hostCart, store), updatedAt: sql`now()` })
    .where(
      and(
        eq(carts.groupOrderId, hostCart.groupOrderId),
        ne(carts.id, hostCart.id),
        eq(carts.status, 'active'),
      ),
    )
}

/** A person leaves a group: their lines leave the host's basket (host pays). */
export async function removeParticipantLines(tx: TQueryable, cartId: string, participantIds: string[]) {
  if (participantIds.length === 0) return
  await tx
    .delete(cartLines)
    .where(and(eq(cartLines.cartId, cartId), inArray(cartLines.participantId, participantIds)))
}

/** Split baskets of people who left, or of a cancelled group, are abandoned; the host's basket is unlinked. */
export async function releaseGroupBaskets(
  tx: TQueryable,
  input: { abandon: string[]; unlink?: string },
): Promise<void> {
  if (input.abandon.length > 0) {
    await tx
      .update(carts)
      .set({ status: 'abandoned', updatedAt: sql`now()` })
      .where(and(inArray(carts.id, input.abandon), eq(carts.status, 'active')))
  }
  if (input.unlink) {
    await tx
      .update(carts)
      .set({ groupOrderId: null, updatedAt: sql`now()` })
      .where(eq(carts.id, input.unlink))
  }
}

/** Restamps the recipient of a participant's lines after they rejoin under another name. */
export async function renameParticipantLines(tx: TQueryable, participantId: string, recipient: string) {
  await tx.update(cartLines).set({ recipient }).where(eq(cartLines.participantId, participantId))
}

/** The host's lines from before the group started become the host's own (stamped like every later line). */
export async function claimHostLines(
  tx: TQueryable,
  cartId: string,
  participantId: string,
  recipient: string,
) {
  await tx
    .update(cartLines)
    .set({ participantId, recipient })
    .where(and(eq(cartLines.cartId, cartId), isNull(cartLines.participantId)))
}
