import { demoProducts } from '@deli/demo-data'
import type { TPromotion } from '@deli/domain'
import { isNull, sql } from 'drizzle-orm'
import type { TQueryable } from '../../platform/database.ts'
import type { PgListener } from '../../platform/pg-listener.ts'
import { promotions, type TPromotionRow } from './tables.ts'

/** The channel a promotion's change is announced on: every node forgets its live promotions. */
export const PROMOTION_CHANGES_CHANNEL = 'promotion_changes'

/**
 * The promotions not ended, read once per process and forgotten on every change (ADR 061): a
 * basket's presentation asks for them on every read and change, and reading them there would add a
 * round trip to every basket write (ADR 033). A node that missed a change (its listener reconnected)
 * forgets too. Submission re-reads the promotion it takes under the promotion's row lock, so a stale
 * list never gives more than the promotion allows. One database per process (as in production).
 */
let live: Promise<TPromotionRow[]> | null = null

export function livePromotionRows(db: TQueryable): Promise<TPromotionRow[]> {
  if (!live) {
    // A real promise (a Drizzle query runs again on each `then`): read once, answered to every caller.
    const reading: Promise<TPromotionRow[]> = db
      .select()
      .from(promotions)
      .where(isNull(promotions.endedAt))
      .then((rows) => rows)
    live = reading
    reading.catch(() => {
      if (live === reading) live = null
    })
  }
  return live
}

export function forgetLivePromotions(): void {
  live = null
}

/** On every node: forget on each announced change; read them once now, before the first basket. */
export async function followPromotionChanges(db: TQueryable, listener: PgListener): Promise<void> {
  await listener.subscribe(PROMOTION_CHANGES_CHANNEL, () => forgetLivePromotions())
  forgetLivePromotions()
  await livePromotionRows(db)
}

/** Inside a promotion's change: every node (this one too) forgets once it commits. */
export async function announcePromotionChange(tx: TQueryable, id: string): Promise<void> {
  await tx.execute(sql`select pg_notify(${PROMOTION_CHANGES_CHANNEL}, ${id})`)
}

const productNames = new Map(demoProducts.map((product) => [product.product_id, product.name]))

/** A promotion row as the domain's rule reads it. */
export function toPromotionRule(row: TPromotionRow): TPromotion {
  return {
    id: row.id,
    name: row.name,
    kind: row.kind,
    amount: row.amount,
    percent: row.percent,
    freeProductId: row.freeProductId,
    freeProductName: row.freeProductId === null ? null : (productNames.get(row.freeProductId) ?? null),
    minimumSubtotal: row.minimumSubtotal,
    productIds: row.productIds,
    categorySlugs: row.categorySlugs,
    storeIds: row.storeIds,
    channels: row.channels,
    handoffs: row.handoffs,
    startsAt: row.startsAt,
    endsAt: row.endsAt,
    code: row.code,
    membersOnly: row.membersOnly,
    oncePerMember: row.oncePerMember,
    budgetUses: row.budgetUses,
    budgetCents: row.budgetCents,
    ended: row.endedAt !== null,
  }
}

/** Whether a promotion not ended has this code (a typed code is checked before the basket keeps it). */
export async function isLivePromotionCode(db: TQueryable, code: string): Promise<boolean> {
  return (await livePromotionRows(db)).some((row) => row.code === code)
}
