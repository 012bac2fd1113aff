import type { TCart } from '@deli/contracts'
import {
  assertOwnedActive,
  cartNotFound,
  presentedOf,
  sessionOfCaller,
  type TCartAccess,
  type TCartChange,
  type TCartChangeCaller,
} from './cart-access.ts'
import type { TNewCartLine } from './change-repository.ts'
import { readCartForChange } from './change-repository.ts'
import { touchCartIfUnchanged } from './conditional-touch.ts'
import { presentCart } from './present-cart.ts'
import type { TCartRow } from './tables.ts'

/**
 * The optimistic add (ADR 033 amendment). Most baskets have one writer, its guest, who adds a line at a
 * time: for those the add reads the basket without a lock (one statement, no transaction), checks the
 * same rules, and writes with one statement that applies only if the basket row is still the version
 * it read — 2 round trips instead of BEGIN, lock, touch and COMMIT. Everything else takes the lock
 * path (`changeOwnedCart`): a group order's basket (many writers, the lines-per-person count), a change
 * that also updates the basket row (its channel), a basket another change wrote between the read and
 * the write, and, for a while after either of the first or the last, every add of that basket (many
 * tabs or a shared link writing at once), so a contended basket queues on its lock instead of failing
 * its attempts, and a group's basket is not read twice per add.
 */

/**
 * How long a basket found to need its lock (a group's, or one whose optimistic write lost) goes
 * straight to the lock path (per process: a hint, never a rule).
 */
const LOCK_PATH_MS = 10_000
/** The most baskets remembered; the oldest is forgotten first. */
const LOCK_PATH_MAX = 1_000
const lockPathUntil = new Map<string, number>()

function needsLock(cartId: string, now: number): boolean {
  const until = lockPathUntil.get(cartId)
  if (until === undefined) return false
  if (until > now) return true
  lockPathUntil.delete(cartId)
  return false
}

function rememberNeedsLock(cartId: string, now: number) {
  lockPathUntil.delete(cartId)
  lockPathUntil.set(cartId, now + LOCK_PATH_MS)
  if (lockPathUntil.size > LOCK_PATH_MAX) {
    const oldest = lockPathUntil.keys().next().value
    if (oldest !== undefined) lockPathUntil.delete(oldest)
  }
}

const SINGLE: TCartAccess = { kind: 'single' }

/**
 * Runs `change` (an add of a line) optimistically; undefined when the lock path must run it instead.
 * Answers what the lock path would: the same errors for a basket that is not the caller's, submitted
 * or expired, and the same Cart.
 */
export async function addLineOptimistically(
  caller: TCartChangeCaller,
  cartId: string,
  productId: number,
  change: (context: TCartChange) => Promise<Partial<TCartRow> | undefined>,
): Promise<TCart | undefined> {
  const now = new Date()
  if (needsLock(cartId, now.getTime())) return undefined
  const { db, config } = caller
  const read = await readCartForChange(db, cartId, now, productId, presentedOf(caller))
  if (read?.cart.groupOrderId) {
    rememberNeedsLock(cartId, now.getTime())
    return undefined
  }
  const session = await sessionOfCaller(db, caller, read?.session)
  const cart = assertOwnedActive(read?.cart, session.sessionId, now)
  if (!read?.store) throw cartNotFound()
  const { store, held, dayparts, timing, kitchen, product, lineCount, version } = read
  let added: TNewCartLine | undefined
  const addLine = (line: Omit<TNewCartLine, 'cartId'>) => {
    added = { ...line, cartId }
  }
  const context = {
    tx: db,
    cart,
    store,
    now,
    access: SINGLE,
    held,
    dayparts,
    kitchen,
    product,
    lineCount,
    addLine,
  }
  const updates = await change(context)
  if (!added || (updates && Object.keys(updates).length > 0)) return undefined
  const touched = await touchCartIfUnchanged(db, cartId, version, config.CART_RESET_MINUTES, added)
  if (!touched) {
    rememberNeedsLock(cartId, now.getTime())
    return undefined
  }
  return presentCart(db, config, touched.cart, store, now, SINGLE, {
    lines: touched.lines,
    prices: touched.prices,
    ownerUserId: session.userId,
    held,
    timing,
    kitchen,
  })
}
