import { and, desc, eq, gte, inArray, isNull, lt, notInArray, or, type SQL, sql } from 'drizzle-orm'
import type { TQueryable } from '../../platform/database.ts'
import { backOfficeChanges, type TBackOfficeChangeRow } from './tables.ts'

export type TChangeFilter = {
  entity?: string
  entityId?: string
  staffId?: string
  /** Only changes at these stores, plus (when `withChain`) the chain's own changes. */
  storeIds?: readonly number[]
  withChain?: boolean
  /** Kinds of change left out (a manager does not read the team's changes: ADR 022). */
  hiddenEntities?: readonly string[]
  from?: Date
  to?: Date
  /**
   * The id of the last row of the previous page: the next page starts after it exactly, rows of one
   * transaction (one `createdAt`) included. (Not a time: a JavaScript Date keeps milliseconds, the
   * column microseconds, so a time cursor would skip rows written within one millisecond.)
   */
  afterId?: string
  limit: number
}

/** Back-office changes, newest first, one page at a time (ADR 057). */
export async function listChanges(db: TQueryable, filter: TChangeFilter): Promise<TBackOfficeChangeRow[]> {
  const where: SQL[] = []
  if (filter.entity) where.push(eq(backOfficeChanges.entity, filter.entity))
  if (filter.hiddenEntities?.length)
    where.push(notInArray(backOfficeChanges.entity, [...filter.hiddenEntities]))
  if (filter.entityId) where.push(eq(backOfficeChanges.entityId, filter.entityId))
  if (filter.staffId) where.push(eq(backOfficeChanges.staffId, filter.staffId))
  if (filter.from) where.push(gte(backOfficeChanges.createdAt, filter.from))
  if (filter.to) where.push(lt(backOfficeChanges.createdAt, filter.to))
  if (filter.afterId)
    where.push(
      sql`(${backOfficeChanges.createdAt}, ${backOfficeChanges.id}) < (select created_at, id from back_office_changes where id = ${filter.afterId}::uuid)`,
    )
  if (filter.storeIds) {
    const atStores = inArray(backOfficeChanges.storeId, [...filter.storeIds])
    const scope = filter.withChain ? or(atStores, isNull(backOfficeChanges.storeId)) : atStores
    if (scope) where.push(scope)
  }
  return db
    .select()
    .from(backOfficeChanges)
    .where(and(...where))
    .orderBy(desc(backOfficeChanges.createdAt), desc(backOfficeChanges.id))
    .limit(filter.limit)
}

/** One change, or null. */
export async function findChange(db: TQueryable, id: string): Promise<TBackOfficeChangeRow | null> {
  const [row] = await db.select().from(backOfficeChanges).where(eq(backOfficeChanges.id, id)).limit(1)
  return row ?? null
}

/**
 * Marks `changeId` undone by `revertId`, once: answers false when another revert got there first, so
 * two operators reverting the same change at once undo it once (the caller rolls back on false).
 */
export async function markReverted(tx: TQueryable, changeId: string, revertId: string): Promise<boolean> {
  const rows = await tx
    .update(backOfficeChanges)
    .set({ revertedBy: revertId })
    .where(and(eq(backOfficeChanges.id, changeId), isNull(backOfficeChanges.revertedBy)))
    .returning({ id: backOfficeChanges.id })
  return rows.length === 1
}
