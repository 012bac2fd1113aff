import { describe, expect, it } from 'vitest'
import { DIAGNOSTICS, TEXTS } from './texts.ts'

describe('TEXTS', () => {
  it('keeps the spec wording verbatim', () => {
    expect(TEXTS.notFound).toBe('This page could not be found')
    expect(TEXTS.backHome).toBe('Back to the home page')
    expect(TEXTS.backLink).toBe('Back to the previous page')
    expect(TEXTS.enterLocation).toBe('Please enter a location.')
    expect(TEXTS.noDeliveryLocations).toBe('No locations are able to deliver to this address.')
    expect(TEXTS.basketTimedOut).toBe('Your basket timed out, please recreate your order')
    expect(TEXTS.signInBeforeCheckout).toBe(
      'Please sign in or enter your personal information before checking out.',
    )
    expect(TEXTS.submitTooLong).toBe('Response took too long. Please try again.')
    expect(TEXTS.clearCartTitle).toBe('Are you sure you wanna clear your cart?')
    expect(TEXTS.groupOrderReminder).toBe(
      "Once all participants have made their selections, don't forget to submit the group order to complete it!",
    )
    expect(DIAGNOSTICS.mapKeyMissing).toBe('Cannot generate map URL: API key is missing.')
  })

  it('keeps the member confirmations of spec §8 verbatim', () => {
    expect(TEXTS.unfavoriteTitle).toBe('Unfavorite Location?')
    expect(TEXTS.unfavoriteBody).toBe(
      'This action cannot be undone. This will remove the location from your Favorite Locations.',
    )
    expect(TEXTS.deleteAddressTitle).toBe('Delete Address?')
    expect(TEXTS.deleteAddressBody).toBe(
      'Once deleted, this action cannot be undone. Deleting this address will remove it from your Saved Addresses.',
    )
    expect(TEXTS.deleteAddressConfirm).toBe('Yes, Delete Address')
    expect(TEXTS.deleteAddressDismiss).toBe('Go Back')
    expect(TEXTS.orderAgain).toBe('Order Again')
    expect(TEXTS.signInToStartGroupOrder).toBe(
      'Please sign in or create an account to start your group order',
    )
    expect(TEXTS.invalidValue).toBe('Please enter a valid value.')
  })

  it('keeps the two spellings of the checkout button apart', () => {
    expect(TEXTS.submitContinueToCheckout).toBe('Continue To Checkout')
    expect(TEXTS.hostContinueToCheckout).toBe('Continue to Checkout')
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
