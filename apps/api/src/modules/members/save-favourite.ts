import type { TDatabase } from '../../platform/database.ts'
import { notFound } from '../../platform/errors.ts'
import { findStoreByMenuId } from '../stores/index.ts'
import { listFavourites } from './list-favourites.ts'
import { insertFavouriteRow } from './repository.ts'

/** POST members/favourites {menu_id}: hearts a location (idempotent); an unknown menu is 404 MENU_NOT_FOUND. */
export async function saveFavourite(db: TDatabase, userId: string, menuId: number) {
  const store = await findStoreByMenuId(db, menuId)
  if (!store) throw notFound('MENU_NOT_FOUND', 'We could not find that location.')
  await insertFavouriteRow(db, userId, store.menuId)
  return listFavourites(db, userId)
}
