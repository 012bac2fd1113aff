import type { TMemberAddress } from '@deli/contracts'
import type { TMemberAddressRow } from './tables.ts'

/** A saved address as the API answers it (spec §3 Delivery address). */
export function presentAddress(row: TMemberAddressRow): TMemberAddress {
  return {
    id: row.id,
    address: row.address,
    building: row.building,
    city: row.city,
    state: row.state,
    zip: row.zip,
    lat: row.lat,
    lng: row.lng,
    instructions: row.instructions,
    default: row.isDefault,
    handoffMode: row.handoffMode,
  }
}
