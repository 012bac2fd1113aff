import type { TQueryable } from '../../platform/database.ts'
import { backOfficeChanges } from './tables.ts'

/** What the back office changes (ADR 057). A new kind of thing gets a name here. */
export type TChangeEntity =
  | 'category'
  | 'product'
  | 'option-group'
  | 'option'
  | 'price-override'
  | 'daypart'
  | 'store'
  | 'promotion'
  | 'menu'
  | 'draft'
  | 'staff-account'

export type TChangeAction = 'create' | 'update' | 'retire' | 'publish' | 'import' | 'revert'

export type TChange = {
  staff: { id: string; name: string }
  entity: TChangeEntity
  entityId: string | number
  action: TChangeAction
  storeId?: number | null
  /** The thing as it was (null for a create) and as it is now (null for a removal). */
  before: Record<string, unknown> | null
  after: Record<string, unknown> | null
  /** The client address (`request.ip` under ADR 043's trusted proxies). */
  fromAddress: string
  /** For a revert: the change it undoes. */
  revertOf?: string
}

/**
 * Records one back-office change (ADR 057). Call it with the transaction of the change itself, so
 * the change and its record commit together; answers the record's id.
 */
export async function recordChange(tx: TQueryable, change: TChange): Promise<string> {
  const [row] = await tx
    .insert(backOfficeChanges)
    .values({
      staffId: change.staff.id,
      staffName: change.staff.name,
      entity: change.entity,
      entityId: String(change.entityId),
      action: change.action,
      storeId: change.storeId ?? null,
      before: change.before,
      after: change.after,
      fromAddress: change.fromAddress,
      revertOf: change.revertOf ?? null,
    })
    .returning({ id: backOfficeChanges.id })
  if (!row) throw new Error('The change record was not written.')
  return row.id
}
