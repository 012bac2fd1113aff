import type { TAvoidAllergens } from '@deli/contracts'
import { eq, sql } from 'drizzle-orm'
import type { TQueryable } from '../../platform/database.ts'
import { AppError } from '../../platform/errors.ts'
import { inAllergenOrder } from './get-avoid-allergens.ts'
import { users } from './tables.ts'

/**
 * PUT members/me/avoid-allergens: replaces the allergens the member avoids (ADR 049), each once in
 * the order of ALLERGENS, and answers them. [] clears the filter.
 */
export async function saveAvoidAllergens(
  db: TQueryable,
  userId: string,
  body: TAvoidAllergens,
): Promise<TAvoidAllergens> {
  const allergens = inAllergenOrder(body.allergens)
  const [row] = await db
    .update(users)
    .set({ avoidAllergens: allergens, updatedAt: sql`now()` })
    .where(eq(users.id, userId))
    .returning({ id: users.id })
  if (!row) throw new AppError(401, 'SIGN_IN_REQUIRED', 'Please sign in to continue.')
  return { allergens }
}
