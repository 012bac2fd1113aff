import type { TPlaceDetails } from '@deli/contracts'
import { describe, expect, it } from 'vitest'
import { placePrecisionNote, toDeliveryPoint } from './delivery-address-rules.ts'

const ROSS_AVE: TPlaceDetails = {
  id: 'address:75204|TX|Dallas|4500 Ross Ave',
  displayName: '4500 Ross Ave',
  formattedAddress: '4500 Ross Ave, Dallas, TX 75204, USA',
  addressLabel: '4500 Ross Ave',
  city: 'Dallas',
  stateCode: 'TX',
  postalCode: '75204',
  latitude: 32.8,
  longitude: -96.79,
  types: ['street_address'],
  precision: 'postal_code',
}

describe('a typed home address placed by the offline gazetteer', () => {
  it('is a delivery point (spec §5: every one of addressLabel … longitude)', () => {
    expect(toDeliveryPoint(ROSS_AVE)).toEqual({
      address: '4500 Ross Ave',
      city: 'Dallas',
      state: 'TX',
      zip: '75204',
      latitude: 32.8,
      longitude: -96.79,
    })
  })

  it('says where it was placed: the ZIP centre, or the city centre without a ZIP', () => {
    expect(placePrecisionNote(ROSS_AVE)).toBe(
      'We matched this address by its ZIP code, 75204. The locations listed deliver to that area.',
    )
    expect(placePrecisionNote({ ...ROSS_AVE, precision: 'locality' })).toBe(
      'We could only match this address to Dallas, TX. Add your ZIP code for a closer match.',
    )
  })

  it('says nothing for a place the provider located itself', () => {
    expect(placePrecisionNote({ ...ROSS_AVE, precision: undefined })).toBeNull()
    expect(placePrecisionNote(undefined)).toBeNull()
  })
})
