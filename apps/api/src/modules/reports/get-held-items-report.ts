import type { THeldItemsReport } from '@deli/contracts'
import { sql } from 'drizzle-orm'
import type { TQueryable } from '../../platform/database.ts'
import { readHoldSpans } from '../availability/index.ts'
import { inScope, readScopeHead, type TReportScope } from './repository.ts'

/**
 * Items 86'd and for how long (ADR 064): from the availability module's hold history, each item
 * held at a store in the period (store-local days), how many times and how long it was off the menu
 * within the period, longest first.
 */
export async function getHeldItemsReport(
  db: TQueryable,
  scope: TReportScope,
  query: { from: string; to: string; store_id?: number; region?: string },
  now: Date,
): Promise<THeldItemsReport> {
  const [items, head] = await Promise.all([
    readHoldSpans(db, inScope(scope, sql.raw('h.store_id')), query.from, query.to, now),
    readScopeHead(db, scope, query),
  ])
  return {
    period: { from: query.from, to: query.to },
    scope: head,
    items,
  }
}
