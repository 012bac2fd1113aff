import type { TStoreServices } from '@deli/contracts'
import { describe, expect, it } from 'vitest'
import { handoffGroup, handoffGroupLabel, isDeliveryHandoff, offeredHandoffs } from './handoff.ts'

describe('handoffGroup', () => {
  it('groups delivery with dispatch and pickup with curbside and drive-thru', () => {
    expect(handoffGroup('delivery')).toBe('delivery')
    expect(handoffGroup('dispatch')).toBe('delivery')
    expect(handoffGroup('pickup')).toBe('pickup')
    expect(handoffGroup('curbside')).toBe('pickup')
    expect(handoffGroup('drivethru')).toBe('pickup')
  })

  it('labels the groups', () => {
    expect(handoffGroupLabel('dispatch')).toBe('Delivery')
    expect(handoffGroupLabel('curbside')).toBe('Pickup')
  })
})

describe('isDeliveryHandoff', () => {
  it('is true for the delivery group only', () => {
    expect(isDeliveryHandoff('delivery')).toBe(true)
    expect(isDeliveryHandoff('dispatch')).toBe(true)
    expect(isDeliveryHandoff('pickup')).toBe(false)
    expect(isDeliveryHandoff('others')).toBe(false)
    expect(isDeliveryHandoff(null)).toBe(false)
    expect(isDeliveryHandoff(undefined)).toBe(false)
  })
})

describe('offeredHandoffs', () => {
  const services: TStoreServices = {
    advancedays: 14,
    pickup: true,
    curbside: false,
    drivethru: false,
    delivery: true,
    dispatch: false,
    transfercart: true,
    groupsplitpay: false,
  }

  it('lists the offered handoff modes in a fixed order', () => {
    expect(offeredHandoffs(services)).toEqual(['pickup', 'delivery'])
    expect(offeredHandoffs({ ...services, dispatch: true, curbside: true })).toEqual([
      'pickup',
      'curbside',
      'delivery',
      'dispatch',
    ])
  })

  it('is empty when nothing is offered', () => {
    expect(offeredHandoffs({ ...services, pickup: false, delivery: false })).toEqual([])
  })
})
