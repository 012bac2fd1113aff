import type { TChannelRow, TChannelsReport } from '@deli/contracts'
import { HANDOFF_MODES } from '@deli/contracts/constants'
import { REPORT_CHANNELS } from '@deli/contracts/report-constants'
import { NO_SALES, salesFigures } from '@deli/domain'
import type { TQueryable } from '../../platform/database.ts'
import { readChannelSales, readScopeHead, type TReportScope } from './repository.ts'

/**
 * The channels and handoffs report (ADR 064): the period's sales figures by channel (web, app, kiosk)
 * and by handoff, every one listed (zeros included), read from the hourly rollup.
 */
export async function getChannelsReport(
  db: TQueryable,
  scope: TReportScope,
  query: { from: string; to: string; store_id?: number; region?: string },
): Promise<TChannelsReport> {
  const [sums, head] = await Promise.all([
    readChannelSales(db, scope, query.from, query.to),
    readScopeHead(db, scope, query),
  ])
  const figuresOf = (kind: TChannelRow['kind'], name: string) =>
    salesFigures(sums.find((row) => (kind === 'channel' ? row.channel : row.handoff) === name) ?? NO_SALES)
  return {
    period: { from: query.from, to: query.to },
    scope: head,
    rows: [
      ...REPORT_CHANNELS.map((name) => ({
        kind: 'channel' as const,
        name,
        figures: figuresOf('channel', name),
      })),
      ...HANDOFF_MODES.map((name) => ({
        kind: 'handoff' as const,
        name,
        figures: figuresOf('handoff', name),
      })),
    ],
  }
}
