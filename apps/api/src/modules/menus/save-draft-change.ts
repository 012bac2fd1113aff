import type { TDraft, ZDraftChangeBodySchema } from '@deli/contracts'
import { draftChangeSummary, draftChangeTarget } from '@deli/domain/back-office'
import type { z } from 'zod'
import type { TDatabase, TQueryable } from '../../platform/database.ts'
import { checkCategoryArrangement } from './arrange-category.ts'
import { productNotFound } from './catalogue-change.ts'
import { findProductRow } from './catalogue-repository.ts'
import { findDraft, lockOpenDraft } from './draft-repository.ts'
import { assertMaySetPrice } from './price-access.ts'
import type { TPriceStaff } from './price-staff.ts'
import { checkNewProduct, checkProduct } from './save-product.ts'
import { priceTarget } from './set-price.ts'
import { menuDraftChanges } from './tables.ts'

/** Checks a change as its immediate route would; answers the name its summary starts with. */
async function checkedName(
  tx: TQueryable,
  staff: TPriceStaff,
  change: z.output<typeof ZDraftChangeBodySchema>,
): Promise<string> {
  if (change.kind === 'new_product') {
    await checkNewProduct(tx, change.product)
    return change.product.name
  }
  if (change.kind === 'category') {
    const category = await checkCategoryArrangement(tx, change.category_id, {
      productIds: change.product_ids,
    })
    return category.name
  }
  if (change.kind === 'price')
    await assertMaySetPrice(staff, await priceTarget(tx, { ...change.price, cost: change.price.cost }))
  else await checkProduct(tx, change.product)
  const product = await findProductRow(
    tx,
    change.kind === 'price' ? change.price.product_id : change.product_id,
  )
  if (!product) throw productNotFound()
  return product.name
}

/**
 * Adds a change to an open draft (ADR 059), checked now as its immediate route would check it (the
 * product, option, category or stores exist, the caller may set that price, a product's fields pass
 * the domain's rules, a category still lists what it holds), so publishing meets no surprise but what
 * changed since. A change of the same price, product, new product or category replaces the draft's
 * earlier one in its place. A new product is only this row until the draft is published.
 */
export async function saveDraftChange(
  db: TDatabase,
  staff: TPriceStaff,
  draftId: string,
  /** As the route parsed it: defaults filled (the stored body, ADR 059). */
  change: z.output<typeof ZDraftChangeBodySchema>,
): Promise<TDraft> {
  await db.transaction(async (tx) => {
    await lockOpenDraft(tx, draftId)
    const summary = draftChangeSummary(change, await checkedName(tx, staff, change))
    await tx
      .insert(menuDraftChanges)
      .values({ draftId, kind: change.kind, target: draftChangeTarget(change), body: change, summary })
      .onConflictDoUpdate({
        target: [menuDraftChanges.draftId, menuDraftChanges.target],
        set: { body: change, summary },
      })
  })
  return findDraft(db, draftId)
}
