import type { TDatabase } from '../../platform/database.ts'
import { addressNotFound } from './delete-member-address.ts'
import { listMemberAddresses } from './list-member-addresses.ts'
import { addressBelongsTo, clearDefaultAddress, lockUserRow, markDefaultAddress } from './repository.ts'

/** PUT members/addresses/{id}/default: makes it the member's only default address (404 when not theirs). */
export async function setDefaultAddress(db: TDatabase, userId: string, addressId: number) {
  return db.transaction(async (tx) => {
    await lockUserRow(tx, userId)
    if (!(await addressBelongsTo(tx, userId, addressId))) throw addressNotFound()
    await clearDefaultAddress(tx, userId)
    await markDefaultAddress(tx, userId, addressId)
    return listMemberAddresses(tx, userId)
  })
}
