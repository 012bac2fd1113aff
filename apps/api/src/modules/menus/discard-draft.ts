import type { TDraft } from '@deli/contracts'
import { eq, sql } from 'drizzle-orm'
import type { TDatabase } from '../../platform/database.ts'
import { listDraftChangeRows, lockOpenDraft, presentDraft } from './draft-repository.ts'
import { menuDrafts } from './tables.ts'

/**
 * Discards an open draft (ADR 059): it stays listed as discarded with its changes, none of which was
 * ever live, so nothing is audited and no cache hears of it.
 */
export async function discardDraft(db: TDatabase, staff: { name: string }, id: string): Promise<TDraft> {
  return db.transaction(async (tx) => {
    await lockOpenDraft(tx, id)
    const [row] = await tx
      .update(menuDrafts)
      .set({ status: 'discarded', closedAt: sql`now()`, closedByName: staff.name })
      .where(eq(menuDrafts.id, id))
      .returning()
    if (!row) throw new Error('draft not discarded')
    return presentDraft(row, await listDraftChangeRows(tx, id))
  })
}
