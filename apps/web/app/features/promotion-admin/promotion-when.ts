import type { TPromotion } from '@deli/contracts'
import { LOCAL_DATE_TIME_PATTERN } from '@deli/contracts/promotion-rules'
import { CHAIN_TIME_ZONE, formatClockTime, formatDay, localDateTime, parseDay } from '@deli/domain'

/**
 * A start or end 'YYYY-MM-DDTHH:mm' → 'Tue, Dec 1, 2026, 11:00 AM'. It is a wall clock, each store's
 * own (ADR 061: start inclusive, end exclusive on the store's clock), never an instant: read as it is,
 * with no time zone converted, so every reader sees what the admin typed. Malformed text comes back.
 */
function formatWallClock(wall: string): string {
  const day = wall.slice(0, 10).replaceAll('-', '')
  if (!LOCAL_DATE_TIME_PATTERN.test(wall) || parseDay(day) === null) return wall
  return `${formatDay(day, { year: 'always' })}, ${formatClockTime(wall.slice(11))}`
}

/**
 * When a promotion runs, as the list says it: 'Tue, Dec 1, 2026, 11:00 AM – Thu, Dec 31, 2026, 11:59 PM',
 * 'Tue, Dec 1, 2026, 11:00 AM – 2:00 PM' within a day, or '… onwards' without an end. One ended by
 * hand before its end says when ('… – ended Fri, Nov 27, 2026, 3:04 PM', on the chain's clock).
 */
export function promotionWhenText(
  promotion: Pick<TPromotion, 'starts_at' | 'ends_at'> & Partial<Pick<TPromotion, 'ended_at'>>,
): string {
  const starts = formatWallClock(promotion.starts_at)
  const ended = promotion.ended_at ? localDateTime(new Date(promotion.ended_at), CHAIN_TIME_ZONE) : null
  if (ended !== null && (promotion.ends_at === null || ended < promotion.ends_at))
    return `${starts} – ended ${formatWallClock(ended)}`
  const ends = promotion.ends_at
  if (ends === null) return `${starts} onwards`
  const endsText = formatWallClock(ends)
  const isSameDay = endsText !== ends && ends.slice(0, 10) === promotion.starts_at.slice(0, 10)
  return `${starts} – ${isSameDay ? formatClockTime(ends.slice(11)) : endsText}`
}

/**
 * Where a promotion stands, as its list says: 'Ended' (ended by hand), 'Scheduled' before its start,
 * 'Over' after its end, else 'Live'. Start and end are each store's wall clock (ADR 061); the list
 * reads them on the chain's (`CHAIN_TIME_ZONE`), so near a boundary a store in another zone may be an
 * hour either side.
 */
export function promotionStatus(
  promotion: Pick<TPromotion, 'starts_at' | 'ends_at' | 'ended_at'>,
  now: Date,
): 'Ended' | 'Scheduled' | 'Over' | 'Live' {
  if (promotion.ended_at) return 'Ended'
  const wall = localDateTime(now, CHAIN_TIME_ZONE)
  if (promotion.starts_at > wall) return 'Scheduled'
  if (promotion.ends_at !== null && promotion.ends_at <= wall) return 'Over'
  return 'Live'
}
