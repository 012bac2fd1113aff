import { describe, expect, it } from 'vitest'
import { DIAGNOSTICS, TEXTS } from './texts.ts'

/*
 * The spec's fixed sentences are asserted word for word where the storefront or the API shows them,
 * not here against their own constant: e2e shell/locations (not found, Back to the home page),
 * ordering-start (Please enter a location.), cart-helpers (basket timed out, clear cart),
 * checkout-helpers and submit-background (sign in before checking out, Response took too long),
 * account-helpers (Unfavorite Location?, Delete Address?, Yes, Delete Address, Go Back, Order Again,
 * the group-order sign-in notice), bag and checkout journeys (Continue To Checkout), delivery-stores
 * (No locations are able to deliver…), users-sign-up (Please enter a valid value.), and the group
 * journeys (e2e group-helpers' GROUP_TEXTS, API group tests) for the group texts of §2, §4, §6, §8, §9.
 */
describe('TEXTS', () => {
  // The spec's group sentences that no journey reaches word for word (a failed join, no split-pay
  // store near a delivery address) are pinned here against the spec's wording (§4, §8).
  it('keeps the group sentences no journey shows literally, as the spec writes them', () => {
    expect(TEXTS.joinGroupOrderFailed).toBe(
      'We encountered an issue joining your group order, please try again.',
    )
    expect(TEXTS.noSplitPayLocations).toBe(
      'Split payment group orders are not available at any nearby locations.',
    )
  })

  it('fills the limits into the group answers', () => {
    expect(TEXTS.groupFull(50)).toBe('This group order is full: it already has 50 participants.')
    expect(TEXTS.groupLinesLimit(20)).toBe('Each person in a group order can add up to 20 items.')
  })

  it('words an approximately placed address for guests, not developers', () => {
    expect(TEXTS.addressMatchedByZip('75204')).toBe(
      'We matched this address by its ZIP code, 75204. The locations listed deliver to that area.',
    )
    expect(TEXTS.addressMatchedByCity('Dallas', 'TX')).toBe(
      'We could only match this address to Dallas, TX. Add your ZIP code for a closer match.',
    )
    expect(TEXTS.addressMatchedByZip('75204')).not.toMatch(/offline|map/i)
  })

  it('promises no guest form before checkout: guests sign in (spec §1, ADR 048)', () => {
    expect(TEXTS.signInBeforeCheckout).toBe('Please sign in or create an account before checking out.')
    expect(TEXTS.signInBeforeCheckout).not.toMatch(/personal information/)
  })

  it('fills placeholders', () => {
    expect(TEXTS.locationUnavailable('Magazine St')).toBe(
      'Magazine St is currently unavailable, please check back later.',
    )
    expect(TEXTS.orderHandoff('Delivery')).toBe('Order Delivery')
    expect(TEXTS.invitedTo('Ana Ruiz')).toBe("You're invited to Ana Ruiz's group order")
    expect(TEXTS.hostCompletedOrder('Ana Ruiz')).toBe('Ana Ruiz has completed this order')
    expect(TEXTS.participantAdded('Ana Ruiz')).toBe(
      'You have successfully added your selections to the group order. Your host, Ana Ruiz, will finalize checkout and submit the order once complete!',
    )
    expect(TEXTS.fieldRequired('Email')).toBe('Email is required')
    expect(TEXTS.savedAddress({ address: '1 Main St', city: 'Austin', state: 'TX', zip: '78701' })).toBe(
      '1 Main St, Austin, TX, 78701',
    )
  })

  it('is frozen and free of stray whitespace', () => {
    expect(Object.isFrozen(TEXTS)).toBe(true)
    expect(Object.isFrozen(DIAGNOSTICS)).toBe(true)
    for (const value of Object.values(TEXTS)) {
      if (typeof value === 'string') expect(value).toBe(value.trim())
    }
  })
})
