import type { TCatalogueCategory, TCategoryInput } from '@deli/contracts'
import { categorySlug } from '@deli/domain/catalogue-rules'
import { eq, sql } from 'drizzle-orm'
import {
  categoryNotFound,
  inCatalogueChange,
  recordCatalogueChange,
  type TCatalogueActor,
  type TCatalogueTx,
} from './catalogue-change.ts'
import { findCategoryRow, nextCatalogueIds, presentCategory } from './catalogue-repository.ts'
import { categories } from './tables.ts'

/** A slug no other category has: the name's, then `-2`, `-3` … */
async function freeSlug(tx: TCatalogueTx, name: string, exceptId?: number): Promise<string> {
  const base = categorySlug(name)
  const result = await tx.execute<{ slug: string }>(
    sql`select slug from categories where (slug = ${base} or slug like ${`${base}-%`}) and id <> ${exceptId ?? 0}`,
  )
  const taken = new Set(result.rows.map((row) => row.slug))
  let slug = base
  for (let n = 2; taken.has(slug); n += 1) slug = `${base}-${n}`
  return slug
}

/** A new category, last in the menu's order (recorded, ADR 057). */
export async function createCategory(
  db: Parameters<typeof inCatalogueChange>[0],
  actor: TCatalogueActor,
  input: TCategoryInput,
): Promise<TCatalogueCategory> {
  return inCatalogueChange(db, async (tx) => {
    const ids = await nextCatalogueIds(tx)
    const order = await tx.execute<{ next: number }>(
      sql`select (coalesce(max(sort_order), 0) + 1)::int as next from categories`,
    )
    const [row] = await tx
      .insert(categories)
      .values({
        id: ids.category,
        name: input.name,
        slug: await freeSlug(tx, input.name),
        description: input.description,
        superCategory: input.superCategory,
        sortOrder: order.rows[0]?.next ?? 1,
      })
      .returning()
    if (!row) throw new Error('category not written')
    const after = presentCategory(row)
    await recordCatalogueChange(tx, actor, {
      entity: 'category',
      entityId: row.id,
      action: 'create',
      before: null,
      after,
    })
    return after
  })
}

/**
 * A category's name, description and super category (its slug follows its name); a revert
 * (`revertOf`) is recorded as one. Answers the category and the change's record id.
 */
export async function updateCategory(
  db: Parameters<typeof inCatalogueChange>[0],
  actor: TCatalogueActor,
  id: number,
  input: TCategoryInput,
  options: { revertOf?: string } = {},
): Promise<{ category: TCatalogueCategory; changeId: string }> {
  return inCatalogueChange(db, async (tx) => {
    const current = await findCategoryRow(tx, id)
    if (!current) throw categoryNotFound()
    const before = presentCategory(current)
    const slug = current.name === input.name ? current.slug : await freeSlug(tx, input.name, id)
    const [row] = await tx
      .update(categories)
      .set({ name: input.name, description: input.description, superCategory: input.superCategory, slug })
      .where(eq(categories.id, id))
      .returning()
    if (!row) throw categoryNotFound()
    const after = presentCategory(row)
    const changeId = await recordCatalogueChange(tx, actor, {
      entity: 'category',
      entityId: id,
      action: options.revertOf ? 'revert' : 'update',
      before,
      after,
      revertOf: options.revertOf,
    })
    return { category: after, changeId }
  })
}
