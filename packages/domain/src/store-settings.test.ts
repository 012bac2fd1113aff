import { describe, expect, it } from 'vitest'
import { DELIVERY_ZONE_REQUIRED, storeSettingsProblems } from './store-settings.ts'

const services = {
  pickup: true,
  curbside: false,
  drivethru: false,
  delivery: false,
  dispatch: false,
  groupsplitpay: false,
  transfercart: false,
}

describe('storeSettingsProblems', () => {
  it('wants a zone for a store that delivers or dispatches', () => {
    expect(storeSettingsProblems({ services: { ...services, delivery: true }, delivery_zone: null })).toEqual(
      {
        delivery_zone: DELIVERY_ZONE_REQUIRED,
      },
    )
    expect(
      storeSettingsProblems({ services: { ...services, dispatch: true }, delivery_zone: null }),
    ).not.toBeNull()
  })

  it('accepts a store without delivery, or with a zone', () => {
    expect(storeSettingsProblems({ services, delivery_zone: null })).toBeNull()
    const zone = { type: 'radius', miles: 3 } as const
    expect(
      storeSettingsProblems({ services: { ...services, delivery: true }, delivery_zone: zone }),
    ).toBeNull()
  })
})
