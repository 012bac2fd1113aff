import { ZStoreSettingsSchema } from '@deli/contracts'
import { STORE_SETTINGS_LIMITS, STORE_SETTINGS_MESSAGES } from '@deli/contracts/store-settings-rules'
import { describe, expect, it } from 'vitest'
import { DELIVERY_ZONE_REQUIRED, storeSettingsFieldErrors, storeSettingsProblems } from './store-settings.ts'

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

describe('storeSettingsFieldErrors: the form says what the API says', () => {
  const good = {
    name: 'Red Door Boise',
    address: '150 N Capitol Blvd',
    city: 'Boise',
    state: 'ID',
    zip: '83702',
    phone: '2085550100',
    timezone: 'America/Boise',
    tax_rate_bps: 600,
    services,
    advance_days: 7,
    delivery_zone: null,
    delivery_fee_cents: 0,
    delivery_minimum_cents: 0,
    is_coming_soon: false,
    opening_date: null,
  }
  const bad: [string, unknown][] = [
    ['name', 'R'],
    ['address', ''],
    ['city', 'B'],
    ['state', 'Idaho'],
    ['zip', '837'],
    ['phone', '12'],
    ['timezone', 'Mars/Olympus'],
    ['timezone', 'EST'],
    ['tax_rate_bps', 2500],
    ['tax_rate_bps', Number.NaN],
    ['advance_days', 61],
    ['delivery_fee_cents', -1],
    ['delivery_minimum_cents', 60_000],
    ['delivery_zone', { type: 'radius', miles: 80 }],
    ['opening_date', '2027-13-45'],
  ]

  it('accepts good settings', () => {
    expect(storeSettingsFieldErrors(good)).toEqual({})
    expect(ZStoreSettingsSchema.safeParse(good).success).toBe(true)
  })

  it.each(bad)('refuses %s = %j with the schema’s own sentence', (field, value) => {
    const candidate = { ...good, [field]: value }
    const parsed = ZStoreSettingsSchema.safeParse(candidate)
    expect(parsed.success).toBe(false)
    const apiMessage = parsed.error?.issues.find((issue) => issue.path[0] === field)?.message
    expect(storeSettingsFieldErrors(candidate)).toEqual({ [field]: apiMessage })
  })

  it('wants the menu’s store when creating', () => {
    expect(storeSettingsFieldErrors(good, true)).toEqual({
      menu_from_store_id: 'Choose the store whose menu the new store sells.',
    })
    expect(storeSettingsFieldErrors({ ...good, menu_from_store_id: 12 }, true)).toEqual({})
  })
})

describe('the store settings sentences', () => {
  it('name the limits they enforce', () => {
    const L = STORE_SETTINGS_LIMITS
    expect(STORE_SETTINGS_MESSAGES.name).toContain(`${L.nameLength.min} to ${L.nameLength.max}`)
    expect(STORE_SETTINGS_MESSAGES.street).toContain(String(L.streetLength))
    expect(STORE_SETTINGS_MESSAGES.city).toContain(String(L.cityLength))
    expect(STORE_SETTINGS_MESSAGES.taxRateBps).toContain(`${L.taxRateBps.max / 100}%`)
    expect(STORE_SETTINGS_MESSAGES.advanceDays).toContain(String(L.advanceDays.max))
  })
})
