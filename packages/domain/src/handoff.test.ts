import type { TStoreServices } from '@deli/contracts'
import { describe, expect, it } from 'vitest'
import {
  deliveryModeOf,
  HANDOFF_LABELS,
  HANDOFF_TYPES,
  HANDOFF_WORDS,
  handoffGroup,
  handoffGroupLabel,
  handoffListLabel,
  handoffTitle,
  handoffTypes,
  isDeliveryHandoff,
  offeredHandoffs,
  pickupSearchHeading,
} from './handoff.ts'

/** A store offering pickup and delivery only. */
const DELIVERING_STORE: TStoreServices = {
  advancedays: 14,
  pickup: true,
  curbside: false,
  drivethru: false,
  delivery: true,
  dispatch: false,
  transfercart: true,
  groupsplitpay: false,
}

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
  const services = DELIVERING_STORE

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

describe('handoff types a guest chooses between (drive-thru, dispatch)', () => {
  const frisco: TStoreServices = { ...DELIVERING_STORE, curbside: true, drivethru: true, dispatch: true }

  it('offers drive-thru with in-store and curbside where the store has it', () => {
    expect(handoffTypes('pickup', frisco)).toEqual([
      { mode: 'pickup', label: 'In-store' },
      { mode: 'curbside', label: 'Curbside' },
      { mode: 'drivethru', label: 'Drive-thru' },
    ])
    expect(handoffTypes('pickup', { ...frisco, drivethru: false }).map((type) => type.mode)).toEqual([
      'pickup',
      'curbside',
    ])
  })

  it('offers dispatch (a courier partner) beside the store’s own delivery', () => {
    expect(handoffTypes('delivery', frisco)).toEqual([
      { mode: 'delivery', label: 'Our driver' },
      { mode: 'dispatch', label: 'Courier partner' },
    ])
    expect(handoffTypes('delivery', { ...frisco, dispatch: false })).toHaveLength(1)
    expect(deliveryModeOf({ delivery: false, dispatch: true })).toBe('dispatch')
    expect(deliveryModeOf({ delivery: true, dispatch: true })).toBe('delivery')
  })

  it("heads the pickup search after the basket's handoff", () => {
    expect(pickupSearchHeading('curbside')).toBe('Order Curbside')
    expect(pickupSearchHeading('drivethru')).toBe('Order Drive-thru')
    expect(pickupSearchHeading('pickup')).toBe('Order Pickup')
    expect(pickupSearchHeading('delivery')).toBe('Order Pickup')
    expect(pickupSearchHeading(null)).toBe('Order Pickup')
  })
})

describe("each handoff's words: one table (spec §3 site config, §4)", () => {
  it('names each handoff in a word, dispatch shown as Delivery (spec §4: one group shown as Delivery)', () => {
    expect(HANDOFF_LABELS).toEqual({
      pickup: 'Pickup',
      curbside: 'Curbside',
      drivethru: 'Drive-thru',
      delivery: 'Delivery',
      dispatch: 'Delivery',
    })
  })

  it("names each inside its group's type selector: pickup 'In-store' and curbside 'Curbside' (spec §3)", () => {
    expect(HANDOFF_TYPES.map(({ mode, label }) => [mode, label])).toEqual([
      ['pickup', 'In-store'],
      ['curbside', 'Curbside'],
      ['drivethru', 'Drive-thru'],
      ['delivery', 'Our driver'],
      ['dispatch', 'Courier partner'],
    ])
    for (const { mode, label } of HANDOFF_TYPES) expect(HANDOFF_WORDS[mode].type).toBe(label)
  })

  it("heads checkout's handoff with the group and, for pickup, the type", () => {
    expect(handoffTitle('pickup')).toBe('Pickup · In-store')
    expect(handoffTitle('curbside')).toBe('Pickup · Curbside')
    expect(handoffTitle('drivethru')).toBe('Pickup · Drive-thru')
    expect(handoffTitle('delivery')).toBe('Delivery')
    expect(handoffTitle('dispatch')).toBe('Delivery')
  })

  it('tells delivery and dispatch apart where a list shows both (a store’s hours)', () => {
    expect(handoffListLabel('delivery')).toBe('Delivery')
    expect(handoffListLabel('dispatch')).toBe('Delivery · Courier partner')
    expect(handoffListLabel('pickup')).toBe('Pickup')
    const labels = HANDOFF_TYPES.map(({ mode }) => handoffListLabel(mode))
    expect(new Set(labels).size).toBe(labels.length)
  })
})
