import type { TCart, THandoffMode, TOrderChannel } from '@deli/contracts'
import { isDeliveryHandoff } from '@deli/domain'
import { sql } from 'drizzle-orm'
import type { TConfig } from '../../platform/config.ts'
import type { TDatabase } from '../../platform/database.ts'
import { AppError, notFound } from '../../platform/errors.ts'
import { findStoreByMenuId } from '../stores/repository.ts'
import { presentCart } from './present-cart.ts'
import { assertHandoffOffered, assertStoreTakesOrders, defaultHandoff } from './store-rules.ts'
import { carts } from './tables.ts'

export const DELIVERY_NEEDS_ADDRESS =
  'Delivery needs an address: set it with PUT carts/{cartId}/handoff/delivery.'

/** Opens a basket on a store's menu for a session (spec §4 Location selection: "one is created"). */
export async function createCart(options: {
  db: TDatabase
  config: TConfig
  /** The caller's session, started only once the basket is known to be acceptable. */
  session: () => Promise<string>
  menuId: number
  channel: TOrderChannel
  handoffMode?: THandoffMode
}): Promise<TCart> {
  const { db, config } = options
  const store = await findStoreByMenuId(db, options.menuId)
  if (!store) throw notFound('MENU_NOT_FOUND', 'We could not find that menu.')
  assertStoreTakesOrders(store)
  const handoff = options.handoffMode ?? defaultHandoff(store)
  if (options.handoffMode) {
    if (isDeliveryHandoff(options.handoffMode)) {
      throw new AppError(422, 'DELIVERY_ADDRESS_REQUIRED', DELIVERY_NEEDS_ADDRESS)
    }
    assertHandoffOffered(store, options.handoffMode)
  }
  const [row] = await db
    .insert(carts)
    .values({
      sessionId: await options.session(),
      menuId: store.menuId,
      baseChannel: options.channel,
      channel: options.channel,
      handoff,
      timeMode: options.channel === 'catering' ? 'advance' : 'asap',
      resetAt: sql`now() + make_interval(mins => ${config.CART_RESET_MINUTES})`,
    })
    .returning()
  if (!row) throw new Error('cart insert returned nothing')
  return presentCart(db, row, store)
}
