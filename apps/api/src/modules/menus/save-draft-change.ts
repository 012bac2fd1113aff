import type { TDraft, ZDraftChangeBodySchema } from '@deli/contracts'
import { draftChangeSummary, draftChangeTarget } from '@deli/domain/back-office'
import type { z } from 'zod'
import type { TDatabase } from '../../platform/database.ts'
import { productNotFound } from './catalogue-change.ts'
import { findProductRow } from './catalogue-repository.ts'
import { findDraft, lockOpenDraft } from './draft-repository.ts'
import { assertMaySetPrice } from './price-access.ts'
import type { TPriceStaff } from './price-staff.ts'
import { checkProduct } from './save-product.ts'
import { priceTarget } from './set-price.ts'
import { menuDraftChanges } from './tables.ts'

/**
 * Adds a change to an open draft (ADR 059), checked now as its immediate route would check it (the
 * product or option exists, the caller may set that price, a product's fields pass the domain's
 * rules), so publishing meets no surprise but what changed since. A change of the same price or
 * product replaces the draft's earlier one in its place.
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
    const productId = change.kind === 'price' ? change.price.product_id : change.product_id
    if (change.kind === 'price') {
      await assertMaySetPrice(staff, await priceTarget(tx, { ...change.price, cost: change.price.cost }))
    } else await checkProduct(tx, change.product)
    const product = await findProductRow(tx, productId)
    if (!product) throw productNotFound()
    const summary = draftChangeSummary(change, product.name)
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
