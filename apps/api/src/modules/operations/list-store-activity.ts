import {
  ORDER_ACTIVITY_ACTIONS,
  STORE_ACTIVITY_PAGE_SIZE,
  type TStoreActivity,
  type TStoreActivityKind,
} from '@deli/contracts'
import { and, desc, eq, inArray, notInArray, sql } from 'drizzle-orm'
import type { TQueryable } from '../../platform/database.ts'
import { staffActions } from './tables.ts'

/**
 * A store's activity (ADR 044): what its staff, managers and chain admins did there, newest first, a
 * page at a time — its settings or its orders. `before` is the previous page's last entry: the page
 * continues below it by time, then id (two entries of one moment page exactly).
 */
export async function listStoreActivity(
  db: TQueryable,
  storeId: number,
  kind: TStoreActivityKind,
  before?: string,
): Promise<TStoreActivity> {
  const orders = [...ORDER_ACTIVITY_ACTIONS]
  const cursor = before
    ? sql`(${staffActions.createdAt}, ${staffActions.id}) < (select created_at, id from staff_actions where id = ${before})`
    : undefined
  const rows = await db
    .select()
    .from(staffActions)
    .where(
      and(
        eq(staffActions.storeId, storeId),
        kind === 'orders' ? inArray(staffActions.action, orders) : notInArray(staffActions.action, orders),
        cursor,
      ),
    )
    .orderBy(desc(staffActions.createdAt), desc(staffActions.id))
    .limit(STORE_ACTIVITY_PAGE_SIZE + 1)
  const page = rows.slice(0, STORE_ACTIVITY_PAGE_SIZE)
  return {
    actions: page.map((row) => ({
      id: row.id,
      staffName: row.staffName,
      action: row.action,
      subject: row.subject,
      detail: row.detail,
      createdAt: row.createdAt.toISOString(),
    })),
    next: rows.length > STORE_ACTIVITY_PAGE_SIZE ? (page.at(-1)?.id ?? null) : null,
  }
}
