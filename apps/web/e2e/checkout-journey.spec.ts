import {
  addFromProductPage,
  bagButton,
  bagDialog,
  bagLine,
  ensureCheckoutTime,
  orderableStore,
  requiredChoiceProduct,
  trackedEvents,
} from './cart-helpers.ts'
import {
  CHECKOUT_SIGN_IN,
  CHECKOUT_TEXTS,
  fillCard,
  latestMail,
  newMember,
  placeOrderButton,
  TEST_CARD,
} from './checkout-helpers.ts'
import { expect, expectAccessible, test } from './fixtures.ts'
import { gotoReady, waitForHydration } from './helpers.ts'

test.setTimeout(90_000)

test('guest bag → sign in required → sign up → checkout with a test card → confirmation → history → Order Again', async ({
  page,
}) => {
  // A guest fills the bag.
  const store = await orderableStore(page.request)
  const sandwich = await requiredChoiceProduct(page.request, store.menu_id)
  await addFromProductPage(page, store.menu_id, sandwich)
  await ensureCheckoutTime(page)
  await gotoReady(page, `/menu/${store.menu_id}`)
  await bagButton(page).click()
  await bagDialog(page).getByRole('button', { name: 'Continue To Checkout' }).click()
  const upsells = page.getByRole('dialog', { name: 'Complete Your Order' })
  const noThanks = upsells.getByRole('button', { name: 'No, Thanks' })
  await expect(noThanks.or(page.getByText(CHECKOUT_TEXTS.signInBeforeCheckout))).toBeVisible()
  if (await noThanks.isVisible()) await noThanks.click()

  // Sent to sign in, with the checkout notice.
  await page.waitForURL((url) => `${url.pathname}${url.search}` === CHECKOUT_SIGN_IN)
  await waitForHydration(page)
  await expect(page.getByText(CHECKOUT_TEXTS.signInBeforeCheckout)).toBeVisible()
  await expectAccessible(page)

  // Signs up; the emailed link signs in and comes back to checkout.
  await page.getByRole('link', { name: 'Create an account' }).click()
  await page.waitForURL(/\/account\/signup\?/)
  const member = newMember()
  await page.getByLabel('First name').fill(member.first_name)
  await page.getByLabel('Last name').fill(member.last_name)
  await page.getByLabel('Email').fill(member.email)
  await page.getByLabel('Phone').fill('(214) 555-0147')
  await page.getByLabel('Password', { exact: true }).fill(member.password)
  await page.getByLabel('Confirm password', { exact: true }).fill(member.password)
  await page.getByRole('button', { name: 'Create Account' }).click()
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible()
  const mail = await latestMail(page.request, member.email)
  const link = mail.links.find((candidate) => new URL(candidate).searchParams.has('confirm'))
  expect(link).toBeTruthy()
  const confirmUrl = new URL(link as string)
  await page.goto(`${confirmUrl.pathname}${confirmUrl.search}`)
  await page.waitForURL(/\/order\/checkout$/)
  await waitForHydration(page)

  // Checkout: the bag made as a guest, the member's details; pays with 4242 4242 4242 4242.
  await expect(page.getByLabel('Email')).toHaveValue(member.email)
  await expect(page.getByRole('complementary').getByText(sandwich.name)).toBeVisible()
  await fillCard(page, { number: TEST_CARD.approve })
  await expectAccessible(page)
  await placeOrderButton(page).click()
  await page.waitForURL(/\/order\/confirm\/[0-9a-f-]{36}$/, { timeout: 30_000 })
  await expect(page.getByText(/^Order #\d+/)).toBeVisible()
  const number = (await page.getByText(/^Order #\d+/).textContent())?.match(/#(\d+)/)?.[1]
  expect((await trackedEvents(page, 'purchase')).length).toBe(1)
  await expectAccessible(page)

  // The order is in the account's history; 'Order Again' refills the bag.
  await page.getByRole('link', { name: 'Your orders' }).click()
  await page.waitForURL(/\/account$/)
  await page.getByRole('button', { name: `View order #${number}` }).click()
  const summary = page.getByRole('dialog', { name: /Your Order/ })
  await expect(summary).toBeVisible()
  await expect(summary.getByText(sandwich.name)).toBeVisible()
  await expectAccessible(page)
  await summary.getByRole('button', { name: 'Order Again' }).click()
  const bag = bagDialog(page)
  await expect(bag).toBeVisible()
  await expect(bagLine(bag, sandwich.name)).toBeVisible()
})
