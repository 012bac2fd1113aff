import type { TDatabase } from '../../platform/database.ts'
import { notFound } from '../../platform/errors.ts'
import { listMemberAddresses } from './list-member-addresses.ts'
import { deleteAddressRow } from './repository.ts'

export const addressNotFound = () => notFound('NOT_FOUND', 'We could not find that saved address.')

/**
 * DELETE members/addresses/{id} (spec "members/deleteAddresses", after 'Delete Address?'): another
 * member's or an unknown id is 404. Deleting the default leaves the member without one until they
 * choose again.
 */
export async function deleteMemberAddress(db: TDatabase, userId: string, addressId: number) {
  if (!(await deleteAddressRow(db, userId, addressId))) throw addressNotFound()
  return listMemberAddresses(db, userId)
}
