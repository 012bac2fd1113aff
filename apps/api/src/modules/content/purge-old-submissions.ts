import { lt, sql } from 'drizzle-orm'
import type { TDatabase } from '../../platform/database.ts'
import { formSubmissions } from './tables.ts'

/** Form submissions are kept two years (the privacy policy's promise); housekeeping deletes older ones. */
export async function purgeOldSubmissions(db: TDatabase): Promise<number> {
  const gone = await db
    .delete(formSubmissions)
    .where(lt(formSubmissions.createdAt, sql`now() - interval '2 years'`))
    .returning({ id: formSubmissions.id })
  return gone.length
}
