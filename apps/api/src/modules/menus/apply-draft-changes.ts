import { ZDraftChangeBodySchema } from '@deli/contracts'
import type { TQueryable } from '../../platform/database.ts'
import { assertMaySetPrice } from './price-access.ts'
import type { TPriceStaff } from './price-staff.ts'
import { updateProduct } from './save-product.ts'
import { applyPrice, priceTarget } from './set-price.ts'
import type { TMenuDraftChangeRow } from './tables.ts'

export type TDraftActor = { staff: TPriceStaff; fromAddress: string }

/**
 * A draft's changes applied in the caller's transaction (ADR 059), each through the operation its
 * immediate route uses and audited as one (a publish); a preview runs the same and rolls back. A
 * change that no longer applies (a product retired since, an option gone) refuses the whole set.
 * Answers the audit records' ids (null: a price already that).
 */
export async function applyDraftChanges(
  tx: TQueryable,
  actor: TDraftActor,
  rows: readonly TMenuDraftChangeRow[],
): Promise<(string | null)[]> {
  const recorded: (string | null)[] = []
  for (const row of rows) {
    const change = ZDraftChangeBodySchema.parse(row.body)
    if (change.kind === 'price') {
      const target = await priceTarget(tx, change.price)
      await assertMaySetPrice(actor.staff, target)
      recorded.push(await applyPrice(tx, actor, target, change.price.cost, 'update'))
    } else {
      const { changeId } = await updateProduct(tx, actor, change.product_id, change.product)
      recorded.push(changeId)
    }
  }
  return recorded
}
