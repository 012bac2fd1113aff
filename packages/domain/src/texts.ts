import { BUILDING_RULE, INSTRUCTIONS_RULE, JOIN_NAME_INVALID } from '@deli/contracts/constants'

/**
 * The catalogue of user-facing texts, worded exactly as the spec has them (§2, §4, §5, §6, §8, §9).
 * Texts with {placeholders} are functions. Look a text up here instead of retyping it.
 */
export const TEXTS = Object.freeze({
  // Pages and navigation (§2)
  notFound: 'This page could not be found',
  backHome: 'Back to the home page',
  backLink: 'Back to the previous page',
  signIn: 'Sign In',
  orderNow: 'Order Now',
  moreInfo: 'More Info',
  comingSoon: 'Coming Soon',
  orderHandoff: (handoff: string) => `Order ${handoff}`,
  linkCopied: 'Link copied to clipboard!',
  done: 'Done',
  close: 'Close',
  back: 'Back',
  orderTimeUpdated: 'Order Time Updated',
  headsUp: 'Heads Up!',

  // Delivery side panel (§2)
  noNearbyLocations: 'No Nearby Locations',
  cannotDeliver:
    'We unfortunately cannot deliver to the provided address at this time. Please try again or enter a different address.',
  changeDeliveryAddress: 'Change Delivery Address',
  selectALocation: 'Select a location',
  deliveryAddress: 'Delivery Address',
  addNewDeliveryAddress: 'Add New Delivery Address',
  startOrder: 'Start Order',
  savedAddress: (a: { address: string; city: string; state: string; zip: string }) =>
    `${a.address}, ${a.city}, ${a.state}, ${a.zip}`,

  // Order-control side panel (§2, §4, §9)
  changeAddress: 'Change Address',
  changeLocation: 'Change Location',
  selectOrderMode: 'Select Order Mode',
  delivery: 'Delivery',
  pickup: 'Pickup',
  curbside: 'Curbside',
  inStore: 'In-store',
  orderModeAsap: 'Next Available',
  orderModeAdvance: 'Order Ahead',
  startAGroupOrder: 'Start a Group Order',
  signInToHostGroupOrder: 'Sign in required to host a group order.',
  cancelGroupOrder: 'Cancel Group Order',
  leaveGroupOrder: 'Leave Group Order',

  // Group orders (§2, §4, §6, §9)
  whoIsPaying: 'Who is Paying?',
  orderType: 'Order Type',
  paymentHost: "I'm Paying",
  paymentSplit: 'Split Payment',
  limitedAvailability: 'Limited Availability',
  startGroupOrder: 'Start Group Order',
  continue: 'Continue',
  continueWithSplitPayment: 'Yes, continue with split payment',
  invitedTo: (hostFullName: string) => `You're invited to ${hostFullName}'s group order`,
  enterNameToJoin: 'Enter your name to join',
  startYourOwnOrder: 'Start Your Own Order',
  participantSubmissions: 'Participant Submissions',
  signInToStartGroupOrder: 'Please sign in or create an account to start your group order',
  groupOrderReminder:
    "Once all participants have made their selections, don't forget to submit the group order to complete it!",
  joinGroupOrderFailed: 'We encountered an issue joining your group order, please try again.',
  groupOrderCancelled: 'This group order has been cancelled by the host.',
  groupOrderSubmitted: 'This group order has been submitted.',
  groupOrderClosed: 'Group order is closed',
  hostCompletedOrder: (host: string) => `${host} has completed this order`,
  hostOnlyOrderTime: 'Only the host of the group can change the order time',
  hostOnlyOrderType: 'Only the host of the group can change the order type',
  noAvailableTimes: 'There are no available times for the date selected. Please select another date.',
  joinNameInvalid: JOIN_NAME_INVALID,
  /** The spec names the split-payment 'Heads Up!' notice without its words; ours. */
  splitPaymentNotice:
    'Split payment is available at a limited number of our locations: only those that offer it are shown. Each participant pays for their own items at checkout, and the host submits the group order once everyone has paid.',
  // Group-order answers of the API: our wording (the spec has none).
  groupDeadlinePassed:
    'The deadline of this group order has passed, so it can no longer be joined or changed. Ask the host to extend it.',
  groupDeadlineInvalid: 'Choose a real date and time for the deadline.',
  groupDeadlineInPast: 'Choose a deadline later than now.',
  groupDeadlineAfterOrder: (orderTime: string, leadMinutes: number) =>
    `Choose a deadline at least ${leadMinutes} minutes before the group's order time (${orderTime}).`,
  joinNameIsHost: "That is the host's name. Please enter your own name.",
  groupFull: (max: number) => `This group order is full: it already has ${max} participants.`,
  groupLinesLimit: (max: number) => `Each person in a group order can add up to ${max} items.`,
  groupHostOnly: 'Only the host of the group can do this.',
  groupNotFound: 'This group order could not be found.',
  // The group's time and place as participants are told them (spec §4: the host sets them); ours.
  groupTimeSetBy: (host: string) => `Set by ${host}, the host of the group.`,
  groupTimeNotChosen: 'The host has not chosen a time yet',
  groupAsap: 'as soon as possible',
  groupPickupNotice: (when: string, place: string) => `Pickup ${when} at ${place}.`,
  groupDeliveryNotice: (when: string, host: string) => `Delivered ${when} with ${host}'s order.`,

  // Cart (§2, §4)
  yourBag: 'Your Bag',
  yourOrder: 'Your Order',
  clearCart: 'Clear Cart',
  addMoreItems: 'Add More Items',
  emptyBagTitle: 'Your Bag is currently empty',
  emptyBagBody: 'Browse our menu to start adding delicious food to your order.',
  goToMenu: 'Go To Menu',
  completeYourOrder: 'Complete Your Order',
  noThanks: 'No, Thanks',
  orderAgain: 'Order Again',
  /** The spec paraphrases this popup ("saying the basket ID was copied"); wording is ours. */
  basketIdCopied: 'The basket ID was copied to the clipboard.',
  submitBrowseMenu: 'Browse Menu',
  submitContinueToCheckout: 'Continue To Checkout',
  submitAwaitingHost: 'Awaiting Host Submission',
  submitMyOrder: 'Submit my order',
  participantAdded: (host: string) =>
    `You have successfully added your selections to the group order. Your host, ${host}, will finalize checkout and submit the order once complete!`,
  hostCheckIn: 'Check in with your group members - once the host submits, orders cannot be changed.',
  hostContinueToCheckout: 'Continue to Checkout',
  clearCartTitle: 'Are you sure you wanna clear your cart?',
  clearCartBody: 'Clearing your cart will permanently delete all items.',
  clearCartConfirm: 'Yes, clear my cart',
  clearCartDismiss: 'close',
  clearCartFailed: 'Error clearing cart',
  basketTimedOut: 'Your basket timed out, please recreate your order',

  // Checkout (§4, §5)
  /**
   * Spec §5 words it 'Please sign in or enter your personal information before checking out.', but
   * guests must sign in to check out (spec §1, §6) and there is no form to enter details instead:
   * the sentence no longer promises one (ADR 048).
   */
  signInBeforeCheckout: 'Please sign in or create an account before checking out.',
  submitTooLong: 'Response took too long. Please try again.',

  /** Our wording: the bag's delivery minimum (a store's delivery zone), as bag and API say it. */
  deliveryMinimum: (amount: string) => `Delivery orders need a subtotal of at least ${amount}.`,

  // Menu and product pages: our wording (ADR 048)
  required: 'Required',
  chooseExactly: (count: number) => `Choose ${count}`,
  chooseBetween: (min: number, max: number) => `Choose ${min} to ${max}`,
  optionalUpTo: (max: number) => `Optional, choose up to ${max}`,
  /**
   * A product link whose item is off this store's menu: sold out ('86'd by the manager, ADR 021) or no
   * longer sold (taken off the menu, retired). The menu does not say which, so the words fit both.
   */
  productSoldOutTitle: 'This item is not available',
  productSoldOutBody: (store: string) =>
    `${store} is not serving it right now. Everything else on the menu is ready to order.`,
  backToMenu: 'Back to the menu',
  /** A bag line the store cannot make: sold out by its manager (ADR 021), or off its menu. */
  bagLineSoldOut: 'Not available right now. Please remove it from your bag.',
  bagLineNotSold: 'No longer sold at this store. Please remove it from your bag.',
  /** The menu of a store other than the one the bag is at (the header keeps the bag's store). */
  browsingOtherStore: (menuStore: string, bagStore: string) =>
    `You're looking at the menu of ${menuStore}. Your order is with ${bagStore}.`,
  browsingNoteLabel: "Another location's menu",
  orderHereInstead: 'Order from this location',
  backToOrderMenu: (bagStore: string) => `Back to ${bagStore}`,

  // Locations and address search (§4, §5, §8)
  /** Our wording: what a store's card says instead of 'Start Order' when it takes no orders. */
  notTakingOrdersYet: 'Coming Soon: not taking orders yet',
  notTakingOrders: 'Not taking orders right now',
  /** Our wording: the location list while a split-payment group order is being set up (spec §5). */
  splitPayLocationsOnly: 'Showing only locations that offer split payment.',
  /**
   * Our wording: under an address the offline map placed approximately (by its ZIP code, or only its
   * city), so nobody takes the store list for a door-to-door check.
   */
  addressMatchedByZip: (zip: string) =>
    `We matched this address by its ZIP code, ${zip}. The locations listed deliver to that area.`,
  addressMatchedByCity: (city: string, state: string) =>
    `We could only match this address to ${city}, ${state}. Add your ZIP code for a closer match.`,
  locationUnavailable: (name: string) => `${name} is currently unavailable, please check back later.`,
  enterLocation: 'Please enter a location.',
  noSuggestions: 'No suggestions available.',
  noDetails: 'No details available for the selected location.',
  noSplitPayLocations: 'Split payment group orders are not available at any nearby locations.',
  noDeliveryLocations: 'No locations are able to deliver to this address.',
  /** Our wording: the header's location search popup (spec §2 site popups) and its button. */
  findADeli: 'Find a Deli',
  /** Our wording (the spec shows the server's message): a location search the network never answered. */
  locationSearchFailed:
    'We could not search for locations just now. Please check your connection and try again.',
  /** Our wording (the spec has none) for a day without opening hours. */
  closed: 'Closed',

  // Forms (§5)
  fieldRequired: (label: string) => `${label} is required`,
  invalidValue: 'Please enter a valid value.',
  invalidBuilding: BUILDING_RULE.invalid,
  invalidInstructions: INSTRUCTIONS_RULE.invalid,

  // Allergens (ADR 049): our wording, never "allergen-free"; the kitchen is shared.
  allergenKitchenCaution:
    "Our kitchens handle all nine major allergens; we can't guarantee any item is free of them.",

  // Confirmations (§8)
  confirmGoBack: 'Go back',
  confirmCancelOrder: 'Yes, cancel my order',
  changeLocationCancelsGroupOrder:
    'Heads up! Changing your order location will cancel your group order. Are you sure you wish to continue?',
  clearGroupOrderTitle: 'Are you sure you wanna clear your group order?',
  leaveGroupOrderTitle: 'Are you sure you wanna leave this group order?',
  groupOrderItemsDeleted: 'This will permanently delete all group order items from your cart.',
  changeLocationTitle: 'Are you sure you want to change your location?',
  changeLocationBody:
    'You must cancel your current group order to change your location, are you sure you want to proceed?',
  unfavoriteTitle: 'Unfavorite Location?',
  unfavoriteBody: 'This action cannot be undone. This will remove the location from your Favorite Locations.',
  /** The spec names no buttons for 'Unfavorite Location?'; ours, in the style of 'Delete Address?'. */
  unfavoriteConfirm: 'Yes, Unfavorite',
  unfavoriteDismiss: 'Go Back',
  deleteAddressTitle: 'Delete Address?',
  deleteAddressBody:
    'Once deleted, this action cannot be undone. Deleting this address will remove it from your Saved Addresses.',
  deleteAddressConfirm: 'Yes, Delete Address',
  deleteAddressDismiss: 'Go Back',
})

/** Logged diagnostics of spec §8 (for developers, never shown to guests). */
export const DIAGNOSTICS = Object.freeze({
  mapKeyMissing: 'Cannot generate map URL: API key is missing.',
  placesPathMissing: 'need path',
})
