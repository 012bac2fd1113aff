import type { TPasskeys } from '@deli/contracts'
import type { TDatabase } from '../../platform/database.ts'
import { listPasskeys } from './list-passkeys.ts'
import { passkeyNotFound } from './rename-passkey.ts'
import { deletePasskeyRow } from './repository.ts'

/**
 * DELETE members/passkeys/{id}: the passkey no longer signs anyone in. Another member's passkey or an
 * unknown id is 404. The password stays, so a member can never lock themselves out this way.
 */
export async function deletePasskey(db: TDatabase, userId: string, id: string): Promise<TPasskeys> {
  if (!(await deletePasskeyRow(db, userId, id))) throw passkeyNotFound()
  return listPasskeys(db, userId)
}
