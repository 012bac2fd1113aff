import { DRAFT_MESSAGES } from '@deli/contracts'
import { eq, sql } from 'drizzle-orm'
import type { TDatabase } from '../../platform/database.ts'
import { AppError } from '../../platform/errors.ts'
import { recordChange } from '../audit/index.ts'
import { applyDraftChanges, type TDraftActor } from './apply-draft-changes.ts'
import { listDraftChangeRows, lockOpenDraft } from './draft-repository.ts'
import { menuDrafts } from './tables.ts'

/**
 * Publishes a draft (ADR 059): every change applied, each audited, the draft marked published and its
 * publish recorded, in one transaction: all of it goes live or none. The tables' `menu_changes`
 * triggers tell every node's menu and page caches at commit; the caller drops its own node's at once.
 */
export async function publishDraft(
  db: TDatabase,
  actor: TDraftActor,
  id: string,
): Promise<{ changeId: string; applied: number }> {
  return db.transaction(async (tx) => {
    const draft = await lockOpenDraft(tx, id)
    const rows = await listDraftChangeRows(tx, id)
    if (rows.length === 0) throw new AppError(409, 'CONFLICT', DRAFT_MESSAGES.empty)
    const recorded = await applyDraftChanges(tx, actor, rows)
    await tx
      .update(menuDrafts)
      .set({ status: 'published', closedAt: sql`now()`, closedByName: actor.staff.name })
      .where(eq(menuDrafts.id, id))
    const changeId = await recordChange(tx, {
      staff: actor.staff,
      entity: 'draft',
      entityId: id,
      action: 'publish',
      before: null,
      after: {
        name: draft.name,
        changes: rows.map((row, index) => ({ summary: row.summary, change_id: recorded[index] ?? null })),
      },
      fromAddress: actor.fromAddress,
    })
    return { changeId, applied: rows.length }
  })
}
