import { randomInt } from 'node:crypto'
import type { TCheckInCode } from '@deli/contracts'
import { CHECK_IN_CODE_ALPHABET, CHECK_IN_CODE_LENGTH, CHECK_IN_CODE_MINUTES } from '@deli/domain'
import { and, eq, gt, isNull } from 'drizzle-orm'
import type { TDatabase } from '../../platform/database.ts'
import type { TUserRow } from '../members/index.ts'
import { findHeldPoints } from './repository.ts'
import { checkInCodes } from './tables.ts'

function newCode(): string {
  let code = ''
  for (let index = 0; index < CHECK_IN_CODE_LENGTH; index++) {
    code += CHECK_IN_CODE_ALPHABET[randomInt(CHECK_IN_CODE_ALPHABET.length)]
  }
  return code
}

/**
 * POST rewards/check-in/code: a new 8-character code for the member's QR popup, valid 5 minutes; the
 * member's older unused codes end at once (only the code on screen works). 31⁸ ≈ 8.5 × 10¹¹ codes:
 * a collision with a live code is retried, never shared.
 */
export async function createCheckInCode(
  db: TDatabase,
  member: TUserRow,
  now = new Date(),
): Promise<TCheckInCode> {
  const expiresAt = new Date(now.getTime() + CHECK_IN_CODE_MINUTES * 60_000)
  const row = await db.transaction(async (tx) => {
    await tx
      .update(checkInCodes)
      .set({ expiresAt: now })
      .where(
        and(eq(checkInCodes.userId, member.id), isNull(checkInCodes.usedAt), gt(checkInCodes.expiresAt, now)),
      )
    for (let attempt = 0; attempt < 5; attempt++) {
      const [created] = await tx
        .insert(checkInCodes)
        .values({ code: newCode(), userId: member.id, expiresAt })
        .onConflictDoNothing()
        .returning()
      if (created) return created
    }
    throw new Error('no free check-in code after 5 tries')
  })
  return {
    code: row.code,
    expires: row.expiresAt.toISOString(),
    points: member.points - (await findHeldPoints(db, member.id)),
  }
}
