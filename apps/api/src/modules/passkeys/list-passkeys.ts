import type { TPasskeys } from '@deli/contracts'
import type { TQueryable } from '../../platform/database.ts'
import { presentPasskey } from './present-passkey.ts'
import { listPasskeyRows } from './repository.ts'

/** GET members/passkeys: the member's own passkeys, oldest first. */
export async function listPasskeys(db: TQueryable, userId: string): Promise<TPasskeys> {
  return { passkeys: (await listPasskeyRows(db, userId)).map(presentPasskey) }
}
