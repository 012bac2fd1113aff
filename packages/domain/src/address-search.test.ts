import type { TPlaceDetails } from '@deli/contracts'
import { describe, expect, it } from 'vitest'
import { addressSearchSubmitError, isCompleteDeliveryResult, shouldSearchAddress } from './address-search.ts'

const place: TPlaceDetails = {
  id: 'p1',
  displayName: '812 Magazine St',
  formattedAddress: '812 Magazine St, New Orleans, LA 70130, USA',
  addressLabel: '812 Magazine St',
  city: 'New Orleans',
  stateCode: 'LA',
  postalCode: '70130',
  latitude: 29.9451,
  longitude: -90.0703,
  types: ['street_address'],
}

describe('shouldSearchAddress', () => {
  it('searches after more than 2 characters, ignoring surrounding spaces', () => {
    expect(shouldSearchAddress('ab')).toBe(false)
    expect(shouldSearchAddress('  ab  ')).toBe(false)
    expect(shouldSearchAddress('')).toBe(false)
    expect(shouldSearchAddress('abc')).toBe(true)
    expect(shouldSearchAddress(' 701 ')).toBe(true)
  })
})

describe('addressSearchSubmitError', () => {
  it('asks for a location on empty input', () => {
    expect(addressSearchSubmitError('')).toBe('Please enter a location.')
    expect(addressSearchSubmitError('   ')).toBe('Please enter a location.')
  })

  it('is null when there is input, however short', () => {
    expect(addressSearchSubmitError('a')).toBeNull()
  })
})

describe('isCompleteDeliveryResult', () => {
  it('accepts a place with every delivery field', () => {
    expect(isCompleteDeliveryResult(place)).toBe(true)
  })

  it('accepts coordinates of zero', () => {
    expect(isCompleteDeliveryResult({ ...place, latitude: 0, longitude: 0 })).toBe(true)
  })

  it('rejects a place missing any field', () => {
    expect(isCompleteDeliveryResult({ ...place, addressLabel: null })).toBe(false)
    expect(isCompleteDeliveryResult({ ...place, city: '' })).toBe(false)
    expect(isCompleteDeliveryResult({ ...place, stateCode: '  ' })).toBe(false)
    expect(isCompleteDeliveryResult({ ...place, postalCode: null })).toBe(false)
    expect(isCompleteDeliveryResult({ ...place, latitude: Number.NaN })).toBe(false)
    expect(isCompleteDeliveryResult({ city: 'New Orleans' })).toBe(false)
    expect(isCompleteDeliveryResult(null)).toBe(false)
    expect(isCompleteDeliveryResult(undefined)).toBe(false)
  })

  it('narrows the nullable fields', () => {
    const details: TPlaceDetails = place
    if (!isCompleteDeliveryResult(details)) throw new Error('expected a complete result')
    const label: string = details.addressLabel
    expect(label.toUpperCase()).toBe('812 MAGAZINE ST')
  })
})
