import type { TPromotion } from '@deli/domain'
import { isNull, sql } from 'drizzle-orm'
import type { TQueryable } from '../../platform/database.ts'
import type { PgListener } from '../../platform/pg-listener.ts'
import { findProductNames } from '../menus/index.ts'
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
/** A live promotion with its free item's name, read from the catalogue with it. */
export type TLivePromotionRow = TPromotionRow & { freeProductName: string | null }

let live: Promise<TLivePromotionRow[]> | null = null

export function livePromotionRows(db: TQueryable): Promise<TLivePromotionRow[]> {
  if (!live) {
    // A real promise (a Drizzle query runs again on each `then`): read once, answered to every caller.
    const reading: Promise<TLivePromotionRow[]> = db
      .select()
      .from(promotions)
      .where(isNull(promotions.endedAt))
      .then(async (rows) => {
        const freeIds = rows.flatMap((row) => (row.freeProductId === null ? [] : [row.freeProductId]))
        const names = await findProductNames(db, freeIds)
        return rows.map((row) => ({
          ...row,
          freeProductName: row.freeProductId === null ? null : (names.get(row.freeProductId) ?? null),
        }))
      })
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

/** A promotion row as the domain's rule reads it. */
export function toPromotionRule(row: TLivePromotionRow): TPromotion {
  return {
    id: row.id,
    name: row.name,
    kind: row.kind,
    amount: row.amount,
    percent: row.percent,
    freeProductId: row.freeProductId,
    freeProductName: row.freeProductName,
    minimumSubtotal: row.minimumSubtotal,
    productIds: row.productIds,
    categorySlugs: row.categorySlugs,
    storeIds: row.storeIds,
    region: row.region,
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
