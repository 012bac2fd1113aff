import { and, like, ne } from 'drizzle-orm'
import type { TQueryable } from '../../platform/database.ts'
import { stores } from './tables.ts'

const slug = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '') || 'store'

/**
 * The store's region path '{state}/{city}/{address}' (the location page, unique): a taken path gets
 * '-2', '-3'… Call it in the transaction that writes the store.
 */
export async function storePath(
  tx: TQueryable,
  address: { state: string; city: string; address: string },
  exceptStoreId?: number,
): Promise<string> {
  const base = `${slug(address.state)}/${slug(address.city)}/${slug(address.address)}`
  const taken = await tx
    .select({ path: stores.path })
    .from(stores)
    .where(
      and(
        like(stores.path, `${base}%`),
        exceptStoreId === undefined ? undefined : ne(stores.id, exceptStoreId),
      ),
    )
  const paths = new Set(taken.map((row) => row.path))
  if (!paths.has(base)) return base
  for (let n = 2; ; n++) if (!paths.has(`${base}-${n}`)) return `${base}-${n}`
}
