import type { TItemsReport } from '@deli/contracts'
import type { TQueryable } from '../../platform/database.ts'
import { readItems, readScopeHead, type TReportScope } from './repository.ts'

/**
 * The items report (ADR 064): every product sold in the period (kept units: cancellations are taken
 * back), best sellers first, with each option's attach rate — the share of the product's units sold
 * with it, in basis points.
 */
export async function getItemsReport(
  db: TQueryable,
  scope: TReportScope,
  query: { from: string; to: string; store_id?: number; region?: string },
): Promise<TItemsReport> {
  const [{ items, options }, head] = await Promise.all([
    readItems(db, scope, query.from, query.to),
    readScopeHead(db, scope, query),
  ])
  return {
    period: { from: query.from, to: query.to },
    scope: head,
    items: items.map((item) => ({
      ...item,
      options: options
        .filter((option) => option.productId === item.productId)
        .map((option) => ({
          optionId: option.optionId,
          name: option.name,
          quantity: option.quantity,
          attachRateBps: Math.round((option.quantity * 10_000) / item.quantity),
        })),
    })),
  }
}
