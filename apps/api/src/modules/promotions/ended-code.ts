import { PROMOTION_CODE_TEXTS } from '@deli/contracts'
import { PROMOTION_TEXTS } from '@deli/domain'
import { and, eq, isNotNull } from 'drizzle-orm'
import type { TQueryable } from '../../platform/database.ts'
import { promotions } from './tables.ts'

/**
 * Why a typed code that no live promotion has does not apply (ADR 061): a promotion a chain admin
 * ended had it ("Monday $3 off has ended."), else nobody did ("We don't know that code."). Read only
 * for such a code, along the code's unique index.
 */
export async function deadCodeProblem(db: TQueryable, code: string): Promise<string> {
  const [ended] = await db
    .select({ name: promotions.name })
    .from(promotions)
    .where(and(eq(promotions.code, code), isNotNull(promotions.endedAt)))
    .limit(1)
  return ended ? PROMOTION_TEXTS.ended(ended.name) : PROMOTION_CODE_TEXTS.unknown
}
