import type { TLocation } from '@deli/contracts'
import type { Browser, Page } from '@playwright/test'
import { openMailbox, placeOrderThroughApi, signedInMember } from './account-helpers.ts'
import { fillBag, fillCard, placeOrderButton, signUpThroughApi, TEST_CARD } from './checkout-helpers.ts'
import { expect, expectAccessible, test } from './fixtures.ts'
import { API_HEADERS, gotoReady, waitForHydration } from './helpers.ts'
import { DEMO_ADMIN, signInAtStaff, storeOpenAllDay, withStoreOpenAllDay } from './staff-helpers.ts'

/** The demo chain admin of the README (works at every store). */
const ADMIN = DEMO_ADMIN
const TABLET_LANDSCAPE = { width: 1024, height: 768 }
const TABLET_PORTRAIT = { width: 768, height: 1024 }

test.setTimeout(90_000)

/** A second browser (its own cookies): staff sign in at /staff and open the store's board. */
async function openBoard(browser: Browser, baseURL: string, store: TLocation): Promise<Page> {
  const storeName = store.name
  const context = await browser.newContext({ baseURL, viewport: TABLET_LANDSCAPE })
  const board = await context.newPage()
  await gotoReady(board, '/staff')
  await expect(board.getByRole('heading', { level: 1, name: 'Staff sign-in' })).toBeVisible()
  await expectAccessible(board)
  // The admin signs in with their authenticator's code (two-step sign-in, ADR 044).
  await signInAtStaff(board, ADMIN)
  // A chain admin works at every store: the board is found by search from the staff home.
  await board.getByLabel('Find a store’s order board').fill(String(store.id))
  await board.getByRole('link', { name: `${storeName} #${store.id}` }).click()
  await board.waitForURL(/\/staff\/board\/\d+$/)
  await waitForHydration(board)
  await expect(board.getByRole('heading', { level: 1, name: storeName })).toBeVisible()
  await expect(board.getByRole('status').filter({ hasText: 'Live' })).toBeVisible()
  return board
}

const column = (board: Page, title: string) =>
  board.getByRole('region', { name: new RegExp(`^${title} \\(`) })

test('a guest orders; the board in a second browser shows it within 2 s without reload; staff move it to ready', async ({
  page,
  browser,
  baseURL,
  request,
}, testInfo) => {
  // A store of its own, open around the clock while the journey runs: the order is made now (ASAP),
  // not scheduled for tomorrow, whatever the hour (ADR 066).
  const store = await storeOpenAllDay(request, testInfo, 3)
  await withStoreOpenAllDay(request, store, async () => {
    const board = await openBoard(browser, baseURL as string, store)
    await expectAccessible(board)
    let reloads = 0
    board.on('load', () => reloads++)

    // The guest (a member) checks out with a test card.
    await fillBag(page, store)
    const member = await signUpThroughApi(page)
    await gotoReady(page, '/order/checkout')
    await fillCard(page, { number: TEST_CARD.approve })
    await placeOrderButton(page).click()
    await page.waitForURL(/\/order\/confirm\/[0-9a-f-]{36}$/, { timeout: 30_000 })
    const number = (await page.getByText(/^Order #\d+/).textContent())?.match(/#(\d+)/)?.[1]
    expect(number).toBeTruthy()
    await waitForHydration(page)
    const progress = page.getByRole('list', { name: 'Order progress' })
    await expect(progress.locator('[aria-current="step"]')).toHaveText('Received')
    let guestReloads = 0
    page.on('load', () => guestReloads++)

    // Within 2 s the ticket is in the New column, flagged and announced, without a reload.
    const ticket = board.getByRole('article', { name: new RegExp(`^#${number} ·`) })
    await expect(
      column(board, 'New').getByRole('article', { name: new RegExp(`^#${number} ·`) }),
    ).toBeVisible({
      timeout: 2000,
    })
    await expect(ticket.getByText('New', { exact: true })).toBeVisible()
    // Announced by number (with any other order that came in at the same moment, from other journeys).
    await expect(
      board.getByRole('alert').filter({ hasText: new RegExp(`^New orders? (#\\d+, )*#${number}(,|$)`) }),
    ).toBeVisible()
    await expect(ticket.getByText('Rosa Parkes')).toBeVisible()
    expect(reloads).toBe(0)

    // Staff start it and mark it ready.
    await ticket.getByRole('button', { name: `Start: order ${number}` }).click()
    await expect(
      column(board, 'In progress').getByRole('article', { name: new RegExp(`^#${number} ·`) }),
    ).toBeVisible()
    // The guest's confirmation page follows, pushed through the order's event stream.
    await expect(progress.locator('[aria-current="step"]')).toHaveText('Being made', { timeout: 2000 })
    await expect(page.getByRole('status').filter({ hasText: 'Your order is being made.' })).toBeVisible()
    await ticket.getByRole('button', { name: `Mark ready: order ${number}` }).click()
    await expect(
      column(board, 'Ready').getByRole('article', { name: new RegExp(`^#${number} ·`) }),
    ).toBeVisible()
    await expect(progress.locator('[aria-current="step"]')).toHaveText('Ready', { timeout: 2000 })
    await expect(
      page.getByRole('status').filter({ hasText: 'Your order is ready for pickup.' }),
    ).toBeVisible()
    await expect(page.getByText(`Order #${number} · Ready`)).toBeVisible()
    await expectAccessible(page)
    expect(guestReloads).toBe(0)
    await expectAccessible(board)
    await board.setViewportSize(TABLET_PORTRAIT)
    await expectAccessible(board)
    expect(reloads).toBe(0)

    // The order history follows too: handed over, the order reads 'Picked up' without a reload.
    await gotoReady(page, '/account')
    const row = page.locator('#orders li').filter({ hasText: `Order #${number}` })
    await expect(row.getByText('Ready', { exact: true })).toBeVisible()
    await waitForHydration(page)
    const historyLoads = guestReloads
    await ticket.getByRole('button', { name: `Handed over: order ${number}` }).click()
    await expect(row.getByText('Picked up', { exact: true })).toBeVisible({ timeout: 2000 })
    expect(guestReloads).toBe(historyLoads)
    await board.context().close()

    // 'Your order is ready' went out: the email in the dev mailbox, the text message beside it.
    await openMailbox(page, `/dev/mailbox?to=${encodeURIComponent(member.email)}&phone=${member.phone}`)
    const readyMail = page.getByRole('article', { name: `Your Red Door Deli order #${number} is ready` })
    await expect(readyMail).toContainText('Your order is ready for pickup.')
    await expect(readyMail.getByRole('link', { name: /\/order\/confirm\// })).toBeVisible()
    const texts = page.getByRole('region', { name: 'Text messages' })
    await expect(
      texts.getByText(`order #${number}. Your order is ready for pickup.`, { exact: false }),
    ).toBeVisible()
    await expectAccessible(page)
  })
})

test("curbside: the guest says 'I'm here' on the confirmation page; the board shows the arrival at once", async ({
  page,
  browser,
  baseURL,
  request,
}, testInfo) => {
  const store = await storeOpenAllDay(request, testInfo, 4)
  await withStoreOpenAllDay(request, store, async () => {
    const board = await openBoard(browser, baseURL as string, store)

    await fillBag(page, store, 'curbside')
    await signUpThroughApi(page)
    await gotoReady(page, '/order/checkout')
    await page.getByLabel('Car make').fill('Honda')
    await page.getByLabel('Car model').fill('Civic')
    await page.getByLabel('Car color').fill('Blue')
    await fillCard(page, { number: TEST_CARD.approve })
    await placeOrderButton(page).click()
    await page.waitForURL(/\/order\/confirm\/[0-9a-f-]{36}$/, { timeout: 30_000 })
    await waitForHydration(page)
    const number = (await page.getByText(/^Order #\d+/).textContent())?.match(/#(\d+)/)?.[1]
    const ticket = board.getByRole('article', { name: new RegExp(`^#${number} ·`) })
    await expect(ticket).toBeVisible()
    await expect(ticket.getByText('Car: Blue Honda Civic')).toBeVisible()
    await expect(ticket.getByText('Guest here', { exact: true })).toHaveCount(0)

    const arrival = page.getByRole('form', { name: 'At the store?' })
    await expect(arrival).toBeVisible()
    await expectAccessible(page)
    const spot = arrival.getByLabel(/Where are you parked/)
    await spot.fill('Spot 4')
    await arrival.getByRole('button', { name: 'I’m here' }).click()
    await expect(
      page.getByRole('status').filter({
        hasText: "Thanks, we know you're here. We'll bring your order out to your Blue Honda Civic.",
      }),
    ).toBeVisible()
    await expect(page.getByText(/You arrived at \d{1,2}:\d{2} [AP]M · Spot 4/)).toBeVisible()
    await expectAccessible(page)

    // The board shows the arrival within 2 s, and announces it.
    await expect(ticket.getByText('Guest here', { exact: true })).toBeVisible({ timeout: 2000 })
    await expect(ticket.getByText(/Guest here since \d{1,2}:\d{2} [AP]M · Spot 4/)).toBeVisible()
    await expect(
      board
        .getByRole('alert')
        .filter({ hasText: new RegExp(`^Guest here \\(curbside\\): (#\\d+, )*#${number}(,|$)`) }),
    ).toBeVisible()
    await expectAccessible(board)

    // Said once, it stays said after a reload.
    await page.reload()
    await expect(page.getByText(/You arrived at .* · Spot 4/)).toBeVisible()
    await expect(page.getByRole('button', { name: 'I’m here' })).toHaveCount(0)

    // Signed out elsewhere (another tab of the tablet), the board says so and stops: no orders missed
    // behind a 'Reconnecting…' that never ends (README: a live board closes when its session ends).
    const signedOut = await board.context().request.post('/api/v1/staff/logout', { headers: API_HEADERS })
    expect(signedOut.ok()).toBe(true)
    const ended = board.getByRole('alert').filter({ hasText: 'You have been signed out' })
    await expect(ended).toBeVisible({ timeout: 15_000 })
    await expect(board.getByRole('status').filter({ hasText: 'Signed out' })).toBeVisible()
    await expect(board.getByRole('region', { name: /^New \(/ })).toHaveCount(0)
    await expectAccessible(board)
    await ended.getByRole('link', { name: 'Sign in again' }).click()
    await expect(board.getByRole('heading', { level: 1, name: 'Staff sign-in' })).toBeVisible()
    await board.context().close()
  })
})

test('staff cancel an order from the board: asked first, the keyboard lands on its ticket, the guest is emailed', async ({
  page,
  browser,
  baseURL,
  request,
}, testInfo) => {
  // A store of its own, open around the clock: the order is on the board now, whatever the hour.
  const store = await storeOpenAllDay(request, testInfo, 5)
  await withStoreOpenAllDay(request, store, async () => {
    const board = await openBoard(browser, baseURL as string, store)
    const member = await signedInMember(page)
    const order = await placeOrderThroughApi(page, member, store)
    const ticket = board.getByRole('article', { name: new RegExp(`^#${order.number} ·`) })
    await expect(ticket).toBeVisible({ timeout: 5000 })

    await ticket.getByRole('button', { name: `Cancel order ${order.number}` }).click()
    const ask = board.getByRole('alertdialog', { name: `Cancel order #${order.number}?` })
    await expect(ask.getByRole('button', { name: 'Keep order' })).toBeFocused()
    await expectAccessible(board)
    await ask.getByRole('button', { name: 'Cancel order' }).click()
    await expect(ask).toBeHidden()
    // Its Cancel button gone with the change, the keyboard is on the ticket, not the page's start.
    await expect(ticket.getByRole('heading', { level: 3 })).toBeFocused()
    await expect(ticket.getByText('Cancelled', { exact: true })).toBeVisible()
    await board.context().close()

    // The guest is told by email, with what goes back to their card.
    await openMailbox(page, `/dev/mailbox?to=${encodeURIComponent(member.email)}`)
    const mail = page.getByRole('article', {
      name: `Your Red Door Deli order #${order.number} was cancelled`,
    })
    await expect(mail).toContainText('The store cancelled your order. Your card payment is being refunded.')
    await expect(mail).toContainText('goes back to your card')
  })
})

test('the board is for signed-in staff: a guest opening it is sent to staff sign-in; a wrong password is refused', async ({
  page,
}) => {
  await page.setViewportSize(TABLET_PORTRAIT)
  await gotoReady(page, '/staff/board/1')
  await page.waitForURL(/\/staff$/)
  await waitForHydration(page)
  await page.getByLabel('Email').fill(ADMIN.email)
  await page.getByLabel('Password', { exact: true }).fill('not the password')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(
    page.getByRole('alert').getByText('The email or password you entered is incorrect.'),
  ).toBeVisible()
  await expectAccessible(page)
})
