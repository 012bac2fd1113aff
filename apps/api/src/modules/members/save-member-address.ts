import type { TCartAddress, THandoffMode, TMemberAddress } from '@deli/contracts'
import type { TQueryable } from '../../platform/database.ts'
import { presentAddress } from './present-address.ts'
import { clearDefaultAddress, countAddresses, lockUserRow, upsertAddress } from './repository.ts'

export type TSavedAddressInput = TCartAddress & { handoffMode: THandoffMode }

/**
 * Saves a member's delivery address (spec §3 Delivery address), inside the caller's transaction when
 * `executor` is one (a delivery order's success). The same address/building/zip updates the saved
 * one; `default: true` makes it the member's only default, and a member's first address is the
 * default. Re-saving without `default` keeps whatever default the member chose.
 */
export async function saveMemberAddress(
  executor: TQueryable,
  userId: string,
  address: TSavedAddressInput,
): Promise<TMemberAddress> {
  await lockUserRow(executor, userId)
  const isDefault = address.default || (await countAddresses(executor, userId)) === 0
  if (isDefault) await clearDefaultAddress(executor, userId)
  const row = await upsertAddress(executor, {
    userId,
    address: address.address.trim(),
    building: address.building.trim(),
    city: address.city.trim(),
    state: address.state.trim().toUpperCase(),
    zip: address.zip.trim(),
    lat: address.latitude,
    lng: address.longitude,
    instructions: address.instructions.trim(),
    isDefault,
    handoffMode: address.handoffMode,
  })
  return presentAddress(row)
}
