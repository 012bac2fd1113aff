import type { TMemberAddress } from '@deli/contracts'
import type { TQueryable } from '../../platform/database.ts'
import { presentAddress } from './present-address.ts'
import { findAddresses } from './repository.ts'

/** GET members/addresses (spec "members/getAddresses"): the default first, then the most recently used. */
export async function listMemberAddresses(
  db: TQueryable,
  userId: string,
): Promise<{ addresses: TMemberAddress[] }> {
  return { addresses: (await findAddresses(db, userId)).map(presentAddress) }
}
