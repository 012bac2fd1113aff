import type { TStoreAdmin } from '@deli/contracts'
import { describe, expect, it } from 'vitest'
import { changedSettings, checkDraft, draftOf, EMPTY_DRAFT, withState, withZone } from './settings-draft.ts'

const stored: TStoreAdmin = {
  id: 7,
  menu_id: 7,
  path: 'tx/dallas/1-main-st',
  name: 'Red Door Deli – Main',
  address: '1 Main St',
  city: 'Dallas',
  state: 'TX',
  zip: '75201',
  phone: '2145550100',
  timezone: 'America/Chicago',
  tax_rate_bps: 825,
  services: {
    pickup: true,
    curbside: true,
    drivethru: false,
    delivery: true,
    dispatch: false,
    groupsplitpay: false,
    transfercart: true,
  },
  advance_days: 7,
  delivery_zone: {
    type: 'polygon',
    points: [
      [32.7, -96.8],
      [32.8, -96.8],
      [32.8, -96.7],
    ],
  },
  delivery_fee_cents: 399,
  delivery_minimum_cents: 1500,
  is_coming_soon: false,
  opening_date: null,
  latitude: 32.78,
  longitude: -96.8,
  geocode_precision: null,
  is_published: true,
  is_available: true,
  may_edit: 'all',
}

describe('the store settings form', () => {
  it('round-trips a stored store: percent, dollars, a kept polygon, nothing changed', () => {
    const draft = draftOf(stored)
    expect(draft).toMatchObject({ taxPercent: '8.25', deliveryFee: '3.99', radiusMiles: '' })
    const checked = checkDraft(draft, false)
    if (!checked.ok) throw new Error(JSON.stringify(checked.errors))
    expect(changedSettings(stored, checked.settings)).toEqual({})
  })

  it('sends only what changed, the phone without its punctuation', () => {
    const checked = checkDraft({ ...draftOf(stored), phone: '(214) 555-0199', radiusMiles: '4' }, false)
    if (!checked.ok) throw new Error(JSON.stringify(checked.errors))
    expect(changedSettings(stored, checked.settings)).toEqual({
      phone: '2145550199',
      delivery_zone: { type: 'radius', miles: 4 },
    })
  })

  it('says what the API would say, per field', () => {
    const checked = checkDraft(
      { ...draftOf(stored), taxPercent: '25', timezone: 'CST', polygon: null },
      false,
    )
    expect(checked).toEqual({
      ok: false,
      errors: {
        tax_rate_bps: 'A tax rate is between 0% and 20%.',
        timezone: 'Choose a time zone such as America/New_York.',
      },
    })
    expect(checkDraft({ ...draftOf(stored), polygon: null }, false)).toEqual({
      ok: false,
      errors: { delivery_zone: 'A store that delivers needs a delivery zone.' },
    })
    expect(checkDraft({ ...draftOf(stored), menuFromStoreId: '' }, true)).toEqual({
      ok: false,
      errors: { menu_from_store_id: 'Choose the store whose menu the new store sells.' },
    })
  })
})

describe('a new store’s time zone', () => {
  it('starts empty and follows the state typed, until the admin chooses one', () => {
    expect(EMPTY_DRAFT.timezone).toBe('')
    const texas = withState(withState(EMPTY_DRAFT, 'T'), 'TX')
    expect(texas.timezone).toBe('America/Chicago')
    // Typed over, through a half-typed state: the zone the state gave follows the next one.
    expect(withState(withState(withState(texas, 'T'), ''), 'ID').timezone).toBe('America/Boise')
    // Chosen by the admin (El Paso keeps Mountain time): it stays whatever the state.
    const elPaso = withZone(texas, 'America/Denver')
    expect(withState(elPaso, 'NM').timezone).toBe('America/Denver')
    // Cleared, the zone is the state's to give again.
    expect(withState(withZone(elPaso, ''), 'OK').timezone).toBe('America/Chicago')
  })

  it('moves an existing store’s zone with its state only where it was that state’s', () => {
    expect(withState(draftOf(stored), 'CO').timezone).toBe('America/Denver')
    const chosen = { ...stored, state: 'TX', timezone: 'America/Denver' }
    expect(withState(draftOf(chosen), 'OK').timezone).toBe('America/Denver')
  })
})
