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

  it('keeps every group text of spec §2, §4, §6, §8 and §9 verbatim', () => {
    expect(TEXTS.startAGroupOrder).toBe('Start a Group Order')
    expect(TEXTS.signInToHostGroupOrder).toBe('Sign in required to host a group order.')
    expect(TEXTS.cancelGroupOrder).toBe('Cancel Group Order')
    expect(TEXTS.leaveGroupOrder).toBe('Leave Group Order')
    expect(TEXTS.whoIsPaying).toBe('Who is Paying?')
    expect(TEXTS.orderType).toBe('Order Type')
    expect(TEXTS.startGroupOrder).toBe('Start Group Order')
    expect(TEXTS.continueWithSplitPayment).toBe('Yes, continue with split payment')
    expect(TEXTS.enterNameToJoin).toBe('Enter your name to join')
    expect(TEXTS.startYourOwnOrder).toBe('Start Your Own Order')
    expect(TEXTS.participantSubmissions).toBe('Participant Submissions')
    expect(TEXTS.joinGroupOrderFailed).toBe(
      'We encountered an issue joining your group order, please try again.',
    )
    expect(TEXTS.groupOrderCancelled).toBe('This group order has been cancelled by the host.')
    expect(TEXTS.groupOrderSubmitted).toBe('This group order has been submitted.')
    expect(TEXTS.groupOrderClosed).toBe('Group order is closed')
    expect(TEXTS.hostOnlyOrderTime).toBe('Only the host of the group can change the order time')
    expect(TEXTS.hostOnlyOrderType).toBe('Only the host of the group can change the order type')
    expect(TEXTS.noAvailableTimes).toBe(
      'There are no available times for the date selected. Please select another date.',
    )
    expect(TEXTS.joinNameInvalid).toBe('Name field can only contain first and last name.')
    expect(TEXTS.submitAwaitingHost).toBe('Awaiting Host Submission')
    expect(TEXTS.submitMyOrder).toBe('Submit my order')
    expect(TEXTS.hostCheckIn).toBe(
      'Check in with your group members - once the host submits, orders cannot be changed.',
    )
    expect(TEXTS.changeLocationCancelsGroupOrder).toBe(
      'Heads up! Changing your order location will cancel your group order. Are you sure you wish to continue?',
    )
    expect(TEXTS.confirmCancelOrder).toBe('Yes, cancel my order')
    expect(TEXTS.confirmGoBack).toBe('Go back')
    expect(TEXTS.clearGroupOrderTitle).toBe('Are you sure you wanna clear your group order?')
    expect(TEXTS.leaveGroupOrderTitle).toBe('Are you sure you wanna leave this group order?')
    expect(TEXTS.groupOrderItemsDeleted).toBe(
      'This will permanently delete all group order items from your cart.',
    )
    expect(TEXTS.changeLocationTitle).toBe('Are you sure you want to change your location?')
    expect(TEXTS.changeLocationBody).toBe(
      'You must cancel your current group order to change your location, are you sure you want to proceed?',
    )
    expect(TEXTS.noSplitPayLocations).toBe(
      'Split payment group orders are not available at any nearby locations.',
    )
    expect(TEXTS.linkCopied).toBe('Link copied to clipboard!')
  })

  it('fills the limits into the group answers', () => {
    expect(TEXTS.groupFull(50)).toBe('This group order is full: it already has 50 participants.')
    expect(TEXTS.groupLinesLimit(20)).toBe('Each person in a group order can add up to 20 items.')
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
