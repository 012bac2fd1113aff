import type { TDraft } from '@deli/contracts'
import type { TQueryable } from '../../platform/database.ts'
import { presentDraft } from './draft-repository.ts'
import { menuDrafts } from './tables.ts'

/** A new, empty draft (ADR 059): nothing is live until it is published. */
export async function createDraft(
  db: TQueryable,
  staff: { id: string; name: string },
  name: string,
): Promise<TDraft> {
  const [row] = await db
    .insert(menuDrafts)
    .values({ name, createdById: staff.id, createdByName: staff.name })
    .returning()
  if (!row) throw new Error('draft not written')
  return presentDraft(row, [])
}
