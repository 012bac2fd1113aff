import { daypartProblem } from '@deli/domain/back-office'
import type { TDaypartWithSlug } from './find-dayparts.ts'

/**
 * Which basket lines cannot be ordered for `at` (the basket's order time, or now for ASAP) at the
 * store because of their category's daypart (ADR 060): the domain's sentence per line key. Pure: the
 * caller read the store's dayparts (with its basket lock) and knows each line's category slug (its
 * menu price's).
 */
export function daypartLineProblems(
  dayparts: readonly TDaypartWithSlug[],
  timeZone: string,
  lines: readonly { key: string; name: string; categorySlug: string | undefined }[],
  at: Date,
  now: Date,
): Record<string, string> {
  const problems: Record<string, string> = {}
  if (dayparts.length === 0) return problems
  const categoryOf = new Map(dayparts.map((rule) => [rule.categorySlug, rule.categoryId]))
  for (const line of lines) {
    const categoryId = line.categorySlug === undefined ? undefined : categoryOf.get(line.categorySlug)
    if (categoryId === undefined) continue
    const problem = daypartProblem({ dayparts, categoryId, name: line.name, at, now, timeZone })
    if (problem) problems[line.key] = problem
  }
  return problems
}
