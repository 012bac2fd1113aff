import type { TCartAddress, THandoffMode, TReorder } from '@deli/contracts'
import { isDeliveryHandoff } from '@deli/domain'
import type { TConfig } from '../../platform/config.ts'
import type { TDatabase, TQueryable } from '../../platform/database.ts'
import { AppError } from '../../platform/errors.ts'
import {
  assertStoreTakesOrders,
  createCart,
  priceLine,
  sellableProduct,
  type TPricedLine,
} from '../carts/index.ts'
import type { TStoreRow } from '../stores/index.ts'
import { deliversTo, findStoreByMenuId } from '../stores/index.ts'
import { getMemberOrder } from './get-member-order.ts'
import type { TOrderRow } from './tables.ts'

/**
 * The order's handoff when the store still offers it (delivery: to the same address, still in its
 * zone); otherwise none, and the new basket starts with the store's default.
 */
function repeatHandoff(
  order: TOrderRow,
  store: TStoreRow,
): { handoffMode?: THandoffMode; address?: TCartAddress } {
  if (!store.services[order.handoff]) return {}
  if (!isDeliveryHandoff(order.handoff)) return { handoffMode: order.handoff }
  if (order.address && deliversTo(store, order.address))
    return { handoffMode: order.handoff, address: order.address }
  return {}
}

/** Each line the store still sells, repriced at today's prices; the others reported as removed. */
async function repeatLines(tx: TQueryable, order: TOrderRow, menuId: number) {
  const lines: TPricedLine[] = []
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
    const cart = await createCart({
      db: tx,
      config,
      session: async () => ({ id: session.sessionId, userId: session.userId }),
      menuId: store.menuId,
      channel: 'mealtime',
      ...repeatHandoff(order, store),
      lines,
    })
    return { cart, removed }
  })
}
