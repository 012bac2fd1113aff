import type { TCartAddress, THandoffMode, TReorder } from '@deli/contracts'
import { isDeliveryHandoff } from '@deli/domain'
import { sql } from 'drizzle-orm'
import type { TConfig } from '../../platform/config.ts'
import type { TDatabase } from '../../platform/database.ts'
import { AppError } from '../../platform/errors.ts'
import { presentCart } from '../carts/present-cart.ts'
import { priceLine, sellableProduct } from '../carts/product-line.ts'
import type { TQueryable } from '../carts/repository.ts'
import { assertStoreTakesOrders, defaultHandoff } from '../carts/store-rules.ts'
import { cartLines, carts } from '../carts/tables.ts'
import { deliversTo } from '../stores/delivery-point.ts'
import { findStoreByMenuId } from '../stores/repository.ts'
import type { TStoreRow } from '../stores/tables.ts'
import { getMemberOrder } from './get-member-order.ts'
import type { TOrderRow } from './tables.ts'

/** The order's handoff when the store still offers it (delivery: to the same address, still in its zone). */
function repeatHandoff(
  order: TOrderRow,
  store: TStoreRow,
): { handoff: THandoffMode; address: TCartAddress | null } {
  if (!store.services[order.handoff]) return { handoff: defaultHandoff(store), address: null }
  if (!isDeliveryHandoff(order.handoff)) return { handoff: order.handoff, address: null }
  if (order.address && deliversTo(store, order.address))
    return { handoff: order.handoff, address: order.address }
  return { handoff: defaultHandoff(store), address: null }
}

/** Each line the store still sells, repriced at today's prices; the others reported as removed. */
async function repeatLines(tx: TQueryable, order: TOrderRow, menuId: number) {
  const lines: ReturnType<typeof priceLine>[] = []
  const removed: TReorder['removed'] = []
  for (const line of order.lines) {
    try {
      const found = await sellableProduct(tx, menuId, line.product_id)
      lines.push(
        priceLine(found, {
          quantity: line.quantity,
          choices: line.choices.map((choice) => ({ id: choice.option_id, quantity: choice.quantity })),
          instructions: line.instructions,
          recipient: line.recipient,
        }),
      )
    } catch (error) {
      if (!(error instanceof AppError)) throw error
      removed.push({ product_id: line.product_id, name: line.name, quantity: line.quantity })
    }
  }
  return { lines, removed }
}

/**
 * POST orders {id} (spec §4 Re-order, 'Order Again'): a new active basket for the caller's session at
 * the order's store, with the order's handoff where still offered, ordered ASAP (catering: the guest
 * picks a time), holding the lines the store still sells at today's prices; the rest are reported.
 */
export async function repeatOrder(options: {
  db: TDatabase
  config: TConfig
  session: { sessionId: string; userId: string }
  orderId: string
}): Promise<TReorder> {
  const { db, config, session } = options
  const order = await getMemberOrder(db, session.userId, options.orderId)
  const store = await findStoreByMenuId(db, order.menuId)
  if (!store) throw new AppError(404, 'STORE_NOT_FOUND', 'The store of this order no longer exists.')
  assertStoreTakesOrders(store)
  return db.transaction(async (tx) => {
    const { lines, removed } = await repeatLines(tx, order, store.menuId)
    const { handoff, address } = repeatHandoff(order, store)
    const channel = lines.some((line) => line.isCatering) ? 'catering' : 'mealtime'
    const [cart] = await tx
      .insert(carts)
      .values({
        sessionId: session.sessionId,
        menuId: store.menuId,
        baseChannel: 'mealtime',
        channel,
        handoff,
        address,
        timeMode: channel === 'catering' ? 'advance' : 'asap',
        resetAt: sql`now() + make_interval(mins => ${config.CART_RESET_MINUTES})`,
      })
      .returning()
    if (!cart) throw new Error('cart insert returned nothing')
    if (lines.length > 0)
      await tx.insert(cartLines).values(lines.map((line) => ({ cartId: cart.id, ...line })))
    return { cart: await presentCart(tx, cart, store), removed }
  })
}
