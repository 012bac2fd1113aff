import { DRAFT_MESSAGES, type TDraft } from '@deli/contracts'
import { asc, desc, eq, inArray } from 'drizzle-orm'
import type { TQueryable } from '../../platform/database.ts'
import { AppError, notFound } from '../../platform/errors.ts'
import { menuDraftChanges, menuDrafts, type TMenuDraftChangeRow, type TMenuDraftRow } from './tables.ts'

/** Drafts' shared reads (ADR 059): a draft with its changes in the order they were first drafted. */

export const draftNotFound = () => notFound('NOT_FOUND', DRAFT_MESSAGES.notFound)
export const draftNotOpen = () => new AppError(409, 'CONFLICT', DRAFT_MESSAGES.notOpen)

/** The draft, locked for the rest of the transaction, when it is still open; else 404 or 409. */
export async function lockOpenDraft(tx: TQueryable, id: string): Promise<TMenuDraftRow> {
  const [row] = await tx.select().from(menuDrafts).where(eq(menuDrafts.id, id)).for('update')
  if (!row) throw draftNotFound()
  if (row.status !== 'open') throw draftNotOpen()
  return row
}

/** The draft's changes, first drafted first (the order publishing applies them in). */
export const listDraftChangeRows = (db: TQueryable, draftId: string) =>
  db
    .select()
    .from(menuDraftChanges)
    .where(eq(menuDraftChanges.draftId, draftId))
    .orderBy(asc(menuDraftChanges.id))

/** The store of a store price change, else null. */
function storeOf(change: TMenuDraftChangeRow): number | null {
  const price = change.kind === 'price' ? (change.body.price as { scope?: string; store_id?: number }) : null
  return price?.scope === 'store' && typeof price.store_id === 'number' ? price.store_id : null
}

/** A new product's name and category, else null. */
function newProductOf(change: TMenuDraftChangeRow): TDraft['changes'][number]['new_product'] {
  if (change.kind !== 'new_product') return null
  const product = change.body.product as { name: string; categoryId: number }
  return { name: product.name, category_id: product.categoryId }
}

export function presentDraft(row: TMenuDraftRow, changes: readonly TMenuDraftChangeRow[]): TDraft {
  return {
    id: row.id,
    name: row.name,
    status: row.status,
    created_by: row.createdByName,
    created_at: row.createdAt.toISOString(),
    closed_at: row.closedAt?.toISOString() ?? null,
    closed_by: row.closedByName,
    changes: changes.map((change) => ({
      id: change.id,
      kind: change.kind,
      summary: change.summary,
      store_id: storeOf(change),
      new_product: newProductOf(change),
      created_at: change.createdAt.toISOString(),
    })),
  }
}

/** Drafts newest first (open ones and the last closed ones), each with its changes. */
export async function listDraftRows(db: TQueryable, limit: number): Promise<TDraft[]> {
  const rows = await db.select().from(menuDrafts).orderBy(desc(menuDrafts.createdAt)).limit(limit)
  if (rows.length === 0) return []
  const changes = await db
    .select()
    .from(menuDraftChanges)
    .where(
      inArray(
        menuDraftChanges.draftId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(menuDraftChanges.id))
  return rows.map((row) =>
    presentDraft(
      row,
      changes.filter((change) => change.draftId === row.id),
    ),
  )
}

/** One draft with its changes, or 404. */
export async function findDraft(db: TQueryable, id: string): Promise<TDraft> {
  const [row] = await db.select().from(menuDrafts).where(eq(menuDrafts.id, id))
  if (!row) throw draftNotFound()
  return presentDraft(row, await listDraftChangeRows(db, id))
}
