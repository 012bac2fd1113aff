import type { TDatabase } from '../../platform/database.ts'
import { findFavourites } from './repository.ts'

/** GET members/favourites: the member's favourite locations (spec §3), by menu_id, oldest first. */
export async function listFavourites(db: TDatabase, userId: string) {
  return { favourites: await findFavourites(db, userId) }
}
