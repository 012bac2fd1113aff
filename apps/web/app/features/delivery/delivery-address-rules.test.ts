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
      'Offline map: we place this address at the centre of ZIP code 75204, and the stores listed deliver there.',
    )
    expect(placePrecisionNote({ ...ROSS_AVE, precision: 'locality' })).toBe(
      'Offline map: without a ZIP code we place this address at the centre of Dallas, TX. Add your ZIP code for a closer match.',
    )
  })

  it('says nothing for a place the provider located itself', () => {
    expect(placePrecisionNote({ ...ROSS_AVE, precision: undefined })).toBeNull()
    expect(placePrecisionNote(undefined)).toBeNull()
  })
})
