import type { TPasskeys } from '@deli/contracts'
import type { TDatabase } from '../../platform/database.ts'
import { notFound } from '../../platform/errors.ts'
import { listPasskeys } from './list-passkeys.ts'
import { renamePasskeyRow } from './repository.ts'

export const passkeyNotFound = () => notFound('NOT_FOUND', 'We could not find that passkey.')

/** PUT members/passkeys/{id}: another member's passkey or an unknown id is 404, as if it did not exist. */
export async function renamePasskey(
  db: TDatabase,
  userId: string,
  id: string,
  name: string,
): Promise<TPasskeys> {
  if (!(await renamePasskeyRow(db, userId, id, name))) throw passkeyNotFound()
  return listPasskeys(db, userId)
}
