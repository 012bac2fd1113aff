import type { TPriceImportResult } from '@deli/contracts'
import type { TDatabase } from '../../platform/database.ts'
import { AppError } from '../../platform/errors.ts'
import { recordChange } from '../audit/index.ts'
import { planPriceImport } from './plan-price-import.ts'
import { writeProductDetails } from './price-repository.ts'
import type { TPriceStaff } from './price-staff.ts'
import {
  findExistingStoreIds,
  listOverridesInForce,
  listPricedProducts,
} from './product-pricing-repository.ts'
import { applyPrice, type TPriceActor } from './set-price.ts'

/** How many of an import's differences its audit record keeps (the count is always there). */
const AUDIT_CHANGES_KEPT = 200

/**
 * Imports an edited price CSV (ADR 063). Always plans first: the differences and a line-by-line
 * list of errors. With `apply` and no errors, writes every difference in one transaction with one
 * `import` record (ADR 057); one bad line writes nothing (422 naming the lines). Store staff may not
 * import; a manager may change only their stores' overrides.
 */
export async function importPrices(
  db: TDatabase,
  actor: TPriceActor & { staff: TPriceStaff },
  csv: string,
  apply: boolean,
): Promise<TPriceImportResult> {
  const { staff } = actor
  if (staff.role === 'staff') throw new AppError(403, 'FORBIDDEN', 'Your role does not allow this.')
  const isAdmin = staff.role === 'admin'
  // Only the stores the file names are looked up (a chain may have 40,000).
  const named = [...csv.matchAll(/store:(\d{1,9})\b/g)].map((match) => Number(match[1]))
  const [products, overrides, known] = await Promise.all([
    listPricedProducts(db),
    listOverridesInForce(db, { storeIds: [], regions: [], everywhere: true }),
    findExistingStoreIds(db, [...new Set(named)]),
  ])
  const own = isAdmin ? [] : await staff.ownStoreIds()
  const plan = planPriceImport(csv, {
    products: new Map(products.map((product) => [product.id, product])),
    overrides,
    knownStoreIds: known,
    isAdmin,
    ownStoreIds: new Set(own),
  })
  const result = { applied: false, changes: plan.changes, errors: plan.errors }
  if (!apply) return result
  if (plan.errors.length > 0) {
    const first = plan.errors[0]
    const more = plan.errors.length > 1 ? ` (and ${plan.errors.length - 1} more)` : ''
    throw new AppError(
      422,
      'VALIDATION_FAILED',
      `Nothing was imported: line ${first?.line}: ${first?.message}${more}`,
      Object.fromEntries(plan.errors.slice(0, 50).map((error) => [`line ${error.line}`, error.message])),
    )
  }
  if (plan.writes.length === 0) return result
  await db.transaction(async (tx) => {
    for (const write of plan.writes) {
      if (write.kind === 'details') await writeProductDetails(tx, write)
      else await applyPrice(tx, actor, write.target, write.cost, null)
    }
    await recordChange(tx, {
      staff: actor.staff,
      entity: 'price-override',
      entityId: 'import',
      action: 'import',
      before: null,
      after: {
        summary: `${plan.changes.length} changes from ${new Set(plan.changes.map((one) => one.line)).size} lines`,
        changes: plan.changes.slice(0, AUDIT_CHANGES_KEPT),
      },
      fromAddress: actor.fromAddress,
    })
  })
  return { ...result, applied: true }
}
