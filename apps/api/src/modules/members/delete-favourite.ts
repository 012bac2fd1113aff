import type { TDatabase } from '../../platform/database.ts'
import { notFound } from '../../platform/errors.ts'
import { listFavourites } from './list-favourites.ts'
import { deleteFavouriteRow } from './repository.ts'

/**
 * DELETE members/favourites/{menuId} (spec §8 'Unfavorite Location?' confirmed): removes it from this
 * member's favourites. A location that is not among them is 404 NOT_FOUND.
 */
export async function deleteFavourite(db: TDatabase, userId: string, menuId: number) {
  const removed = await deleteFavouriteRow(db, userId, menuId)
  if (!removed) throw notFound('NOT_FOUND', 'That location is not among your favorites.')
  return listFavourites(db, userId)
}
