import { sql } from 'drizzle-orm'
import type { TDatabase } from '../../platform/database.ts'
import { UNTOUCHED_GUEST_HOURS } from './session-token.ts'

/**
 * Deletes guest sessions nobody uses (ADR 013: a flood of guest sessions must not stay 30 days):
 * no member, not seen for UNTOUCHED_GUEST_HOURS, and no basket worth keeping — none still live
 * (before its reset time) and none holding a line (a submitted order's basket always does).
 * Their empty baskets go with them. Answers how many were deleted.
 */
export async function purgeUntouchedGuestSessions(db: TDatabase): Promise<number> {
  const result = await db.execute(sql`
    delete from sessions s
    where s.user_id is null
      and s.last_seen_at < now() - make_interval(hours => ${UNTOUCHED_GUEST_HOURS})
      and not exists (
        select 1 from carts c
        where c.session_id = s.id
          and (c.reset_at > now() or exists (select 1 from cart_lines l where l.cart_id = c.id))
      )`)
  return result.rowCount ?? 0
}
