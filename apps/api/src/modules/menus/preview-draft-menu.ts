import type { TSuperCategory } from '@deli/contracts'
import { TransactionRollbackError } from 'drizzle-orm'
import type { TDatabase } from '../../platform/database.ts'
import { applyDraftChanges, type TDraftActor } from './apply-draft-changes.ts'
import { draftNotOpen, findDraft, listDraftChangeRows } from './draft-repository.ts'
import { readMenuBody } from './get-menu.ts'

/**
 * A store's menu as guests would see it with the draft published (ADR 059): the draft is applied
 * through the very operations a publish runs, the menu read through the guest route's own source and
 * serializer, and the transaction rolled back — nothing is written and, the triggers' notifications
 * being sent only at commit, no cache hears of it. Never kept in the menu cache.
 */
export async function previewDraftMenu(
  db: TDatabase,
  actor: TDraftActor,
  options: { draftId: string; menuId: number; superCategory?: TSuperCategory; now: Date },
): Promise<string> {
  const draft = await findDraft(db, options.draftId)
  if (draft.status !== 'open') throw draftNotOpen()
  let json: string | null = null
  try {
    await db.transaction(async (tx) => {
      await applyDraftChanges(tx, actor, await listDraftChangeRows(tx, options.draftId))
      json = (await readMenuBody(tx)(options.menuId, options.superCategory, options.now)).json
      tx.rollback()
    })
  } catch (error) {
    if (!(error instanceof TransactionRollbackError)) throw error
  }
  if (json === null) throw new Error('draft preview not read')
  return json
}
