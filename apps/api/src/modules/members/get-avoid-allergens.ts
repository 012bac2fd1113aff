import type { TAvoidAllergens } from '@deli/contracts'
import { ALLERGENS } from '@deli/contracts/constants'
import type { TQueryable } from '../../platform/database.ts'
import { AppError } from '../../platform/errors.ts'
import { findUserById } from './repository.ts'

/** The allergens as the API answers them: known codes, each once, in the order of ALLERGENS. */
export const inAllergenOrder = (codes: readonly string[]): TAvoidAllergens['allergens'] =>
  ALLERGENS.filter((allergen) => codes.includes(allergen))

/** GET members/me/avoid-allergens: the allergens the member avoids (ADR 049); none saved: []. */
export async function getAvoidAllergens(db: TQueryable, userId: string): Promise<TAvoidAllergens> {
  const user = await findUserById(db, userId)
  if (!user) throw new AppError(401, 'SIGN_IN_REQUIRED', 'Please sign in to continue.')
  return { allergens: inAllergenOrder(user.avoidAllergens) }
}
