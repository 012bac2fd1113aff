import { daypartProblem } from '@deli/domain/back-office'
import { inArray } from 'drizzle-orm'
import type { TQueryable } from '../../platform/database.ts'
import { findDayparts } from './find-dayparts.ts'
import { products } from './tables.ts'

/**
 * Which basket lines cannot be ordered for `at` (the basket's order time, or now for ASAP) at the
 * store because of their category's daypart (ADR 060): the domain's sentence per line key. A store
 * without dayparts costs one indexed read. `categoryId` spares the product read when the caller has it.
 */
export async function daypartLineProblems(
  db: TQueryable,
  store: { id: number; timezone: string },
  lines: readonly { key: string; productId: number; name: string; categoryId?: number }[],
  at: Date,
  now: Date,
): Promise<Record<string, string>> {
  if (lines.length === 0) return {}
  const dayparts = await findDayparts(db, store.id)
  if (dayparts.length === 0) return {}
  const unknown = lines.filter((line) => line.categoryId === undefined).map((line) => line.productId)
  const categoryOf = new Map<number, number>()
  if (unknown.length > 0) {
    const rows = await db
      .select({ id: products.id, categoryId: products.categoryId })
      .from(products)
      .where(inArray(products.id, [...new Set(unknown)]))
    for (const row of rows) categoryOf.set(row.id, row.categoryId)
  }
  const problems: Record<string, string> = {}
  for (const line of lines) {
    const categoryId = line.categoryId ?? categoryOf.get(line.productId)
    if (categoryId === undefined) continue
    const problem = daypartProblem({
      dayparts,
      categoryId,
      name: line.name,
      at,
      now,
      timeZone: store.timezone,
    })
    if (problem) problems[line.key] = problem
  }
  return problems
}
