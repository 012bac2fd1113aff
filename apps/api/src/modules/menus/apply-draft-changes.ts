import { ZDraftChangeBodySchema } from '@deli/contracts'
import type { TQueryable } from '../../platform/database.ts'
import { arrangeCategory } from './arrange-category.ts'
import { assertMaySetPrice } from './price-access.ts'
import type { TPriceStaff } from './price-staff.ts'
import { updateCategory } from './save-category.ts'
import { insertProduct, updateProduct } from './save-product.ts'
import { applyPrice, priceTarget } from './set-price.ts'
import type { TMenuDraftChangeRow } from './tables.ts'

export type TDraftActor = { staff: TPriceStaff; fromAddress: string }

/**
 * A draft's changes applied in the caller's transaction (ADR 059), each through the operation its
 * immediate route uses and audited as one (a publish); a preview runs the same and rolls back. A
 * change that no longer applies (a product retired since, an option gone) refuses the whole set.
 * A new product is inserted here, so it exists nowhere before its publish (and is gone again after a
 * preview's rollback). Answers the audit records' ids (null: a price already that; a category's:
 * its fields' record, its moves recorded next to it).
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
    } else if (change.kind === 'product') {
      const { changeId } = await updateProduct(tx, actor, change.product_id, change.product)
      recorded.push(changeId)
    } else if (change.kind === 'new_product') {
      // Created only now: until this commits, no menu, basket or page can reach it.
      const { changeId } = await insertProduct(tx, actor, change.product)
      recorded.push(changeId)
    } else {
      const { changeId } = await updateCategory(tx, actor, change.category_id, change.category)
      await arrangeCategory(tx, actor, change.category_id, {
        position: change.position,
        productIds: change.product_ids,
      })
      recorded.push(changeId)
    }
  }
  return recorded
}
