import type { TCardToken, TLocation, TOrder, TSubmitTrack } from '@deli/contracts'
import { expect, type Page } from '@playwright/test'
import { fillBag, latestMail, newMember, signUpThroughApi, type TMember } from './checkout-helpers.ts'
import { API_HEADERS, gotoReady, MAILBOX_HEADERS } from './helpers.ts'

/** Spec texts the account journeys check word for word (the same sentences as TEXTS in @deli/domain). */
export const ACCOUNT_TEXTS = {
  checkoutNotice: 'Please sign in or create an account before checking out.',
  groupNotice: 'Please sign in or create an account to start your group order',
  unfavoriteTitle: 'Unfavorite Location?',
  unfavoriteBody: 'This action cannot be undone. This will remove the location from your Favorite Locations.',
  deleteAddressTitle: 'Delete Address?',
  deleteAddressBody:
    'Once deleted, this action cannot be undone. Deleting this address will remove it from your Saved Addresses.',
  deleteAddressConfirm: 'Yes, Delete Address',
  deleteAddressDismiss: 'Go Back',
  orderAgain: 'Order Again',
  yourOrder: 'Your Order',
}

export { newMember, type TMember }

/** The account button of the header: the member's first name, or 'Sign In'. */
export const accountButton = (page: Page) => page.locator('.site-header .account-button')

/**
 * Opens the /dev/mailbox page with the mailbox key (sent on that page's own requests only, as a
 * developer's tool would): without it the page is a 404 like the API behind it.
 */
export async function openMailbox(page: Page, path = '/dev/mailbox'): Promise<void> {
  // On the context, not the page: once the site's service worker controls the page, navigations
  // go out through it, and only context routes see those requests.
  await page.context().route(
    // The page and its data requests (a revalidation fetches /dev/mailbox.data).
    (url) => url.pathname.startsWith('/dev/mailbox'),
    (route) => route.continue({ headers: { ...route.request().headers(), ...MAILBOX_HEADERS } }),
  )
  await gotoReady(page, path)
}

/**
 * Opens the dev mailbox page for `to` and returns the site path of the first link that starts with
 * `pathPrefix` (the link's origin is the configured public one; the path is what matters).
 */
export async function mailboxLink(page: Page, to: string, pathPrefix: string): Promise<string> {
  await latestMail(page.request, to)
  await openMailbox(page, `/dev/mailbox?to=${encodeURIComponent(to)}`)
  const link = page.getByRole('link', { name: new RegExp(pathPrefix.replace(/\//g, '\\/')) }).first()
  await expect(link).toBeVisible()
  const url = new URL((await link.getAttribute('href')) ?? '')
  return `${url.pathname}${url.search}`
}

/** A confirmed member signed in in this browser (sign-up, the emailed `confirm` token, POST users/confirm). */
export const signedInMember = signUpThroughApi

/**
 * A placed order of the signed-in member in this browser: a basket at `store` filled through the
 * API, paid with the test gateway's approving card, submitted and tracked until it succeeds. The
 * browser forgets the submitted basket afterwards, as checkout success does.
 */
export async function placeOrderThroughApi(page: Page, member: TMember, store: TLocation): Promise<TOrder> {
  return payThroughApi(page, member, await fillBag(page, store))
}

/**
 * Pays the browser's basket `cart` as the signed-in member through the API (the test gateway's
 * approving card), tracks the submission until it succeeds, and answers the received order.
 */
export async function payThroughApi(page: Page, member: TMember, cart: { id: string }): Promise<TOrder> {
  const card = await page.request.post('/api/v1/payments/test-cards', {
    headers: API_HEADERS,
    data: { number: '4242424242424242', exp_month: 12, exp_year: 2030, cvc: '123', postal_code: '75201' },
  })
  expect(card.ok(), await card.text()).toBe(true)
  const { token } = ((await card.json()) as { data: TCardToken }).data
  const submit = await page.request.post('/api/submit-background', {
    headers: API_HEADERS,
    data: {
      id: cart.id,
      data: {
        payments: [{ type: 'card', token }],
        first_name: member.first_name,
        last_name: member.last_name,
        email: member.email,
        phone: member.phone,
      },
    },
  })
  expect(submit.ok(), await submit.text()).toBe(true)
  let orderId: string | null = null
  await expect
    .poll(
      async () => {
        const track = await page.request.get(`/api/v1/carts/${cart.id}/submit/track`, {
          headers: API_HEADERS,
        })
        const data = ((await track.json()) as { data: TSubmitTrack }).data
        orderId = data.id
        return data.status
      },
      { timeout: 30_000 },
    )
    .toBe('success')
  await page.evaluate(() => localStorage.removeItem('deli-order'))
  const order = await page.request.get(`/api/v1/orders/${orderId}`, { headers: API_HEADERS })
  expect(order.ok(), await order.text()).toBe(true)
  return ((await order.json()) as { data: TOrder }).data
}
