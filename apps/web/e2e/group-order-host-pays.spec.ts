import {
  addFromProductPage,
  bagButton,
  bagDialog,
  bagLine,
  ensureCheckoutTime,
  orderableStore,
  plainProduct,
} from './cart-helpers.ts'
import { fillCard, placeOrderButton, signUpThroughApi, TEST_CARD } from './checkout-helpers.ts'
import { expect, expectAccessible, test } from './fixtures.ts'
import { GROUP_TEXTS, groupPanel, secondBrowser, storedGroup } from './group-helpers.ts'
import { gotoReady, imageLoads, saveScreen, waitForHydration } from './helpers.ts'
import { openOrderControl, startPickupOrder } from './ordering-helpers.ts'

test.setTimeout(150_000)

test('host pays, pickup: the host starts, a participant joins by link and adds, the host checks out, the participant sees it closed', async ({
  page,
  browser,
}, testInfo) => {
  // The host, a signed-in member, starts a group order from the order-control panel.
  const host = await signUpThroughApi(page)
  const hostName = `${host.first_name} ${host.last_name}`
  const store = await orderableStore(page.request)
  await gotoReady(page, '/')
  const control = await openOrderControl(page, testInfo)
  await control.getByRole('button', { name: /Start a Group Order/ }).click()
  const panel = groupPanel(page)
  await expect(panel.getByRole('group', { name: 'Who is Paying?' })).toBeVisible()
  await expect(panel.getByRole('radio', { name: /I'm Paying/ })).toBeChecked()
  await expect(panel.getByRole('radio', { name: /Split Payment/ })).toBeVisible()
  await expect(panel.getByText('Limited Availability')).toBeVisible()
  await expect(panel.getByRole('group', { name: 'Order Type' })).toBeVisible()
  await expect(panel.getByRole('radio', { name: 'Pickup' })).toBeChecked()
  await expectAccessible(page)
  await saveScreen(page, testInfo, 'group-host-view', { fullPage: false })
  await panel.getByRole('button', { name: 'Start Group Order' }).click()
  await page.waitForURL(/\/locations$/)

  // Pickup goes through the locations; the store's menu opens with the reminder popup.
  await startPickupOrder(page, store)
  const reminder = page.getByRole('dialog', { name: 'Heads Up!' })
  await expect(reminder.getByText(GROUP_TEXTS.reminder)).toBeVisible()
  await expectAccessible(page)
  await reminder.getByRole('button', { name: 'Close' }).last().click()
  await expect(reminder).toBeHidden()
  const group = (await storedGroup(page)) as { id: string; name: string }
  expect(group.name).toBe(hostName)

  // The host adds a sandwich; the bag shows the invite block with the deadline.
  const hostProduct = await plainProduct(page.request, store.menu_id)
  await addFromProductPage(page, store.menu_id, hostProduct)
  await ensureCheckoutTime(page)
  await gotoReady(page, `/menu/${store.menu_id}`)
  await bagButton(page).click()
  const hostBag = bagDialog(page)
  await expect(hostBag.getByText(/^Deadline: /)).toBeVisible()
  await expect(hostBag.getByRole('button', { name: 'Leave Group Order' })).toHaveCount(0)

  // Invite popup: a real QR code of the link, and the link copied with the tooltip.
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'])
  await hostBag.getByRole('button', { name: 'Invite' }).click()
  const invite = page.getByRole('dialog', { name: 'Invite your group' })
  const qr = invite.getByRole('img', { name: 'QR code of the invite link' })
  await expect(qr).toBeVisible()
  expect(await imageLoads(qr)).toBe(true)
  const link = await invite.getByLabel('Invite link').inputValue()
  expect(link).toMatch(new RegExp(`/\\?groupOrderId=${group.id}$`))
  await invite.getByRole('button', { name: 'Copy Link' }).click()
  await expect(invite.getByText(GROUP_TEXTS.linkCopied)).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link)
  await expectAccessible(page)
  await saveScreen(page, testInfo, 'group-invite-popup', { fullPage: false })
  await page.keyboard.press('Escape')
  await expect(invite).toBeHidden()
  // Escape closed only the popup: the bag is still open, with focus back on 'Invite'.
  await expect(hostBag).toBeVisible()
  await expect(hostBag.getByRole('button', { name: 'Invite' })).toBeFocused()
  await page.keyboard.press('Escape')

  // The participant, a guest in another browser, joins by the link.
  const guest = await secondBrowser(browser, testInfo)
  const url = new URL(link)
  await gotoReady(guest, `${url.pathname}${url.search}`)
  const join = groupPanel(guest)
  await expect(join.getByRole('heading', { name: GROUP_TEXTS.invited(hostName) })).toBeVisible()
  await expectAccessible(guest)
  await saveScreen(guest, testInfo, 'group-join-view', { fullPage: false })
  await join.getByLabel('Enter your name to join').fill('R2 D2')
  await join.getByRole('button', { name: 'Join Group Order' }).click()
  await expect(join.getByText(GROUP_TEXTS.joinNameInvalid)).toBeVisible()
  await join.getByLabel('Enter your name to join').fill('Sam Lee')
  await join.getByRole('button', { name: 'Join Group Order' }).click()
  await guest.waitForURL(new RegExp(`/menu/${store.menu_id}$`))

  // The participant adds their own item and sees only it; the submit label is the spec's.
  const guestProduct = await plainProduct(guest.request, store.menu_id, [hostProduct.product_id])
  const guestBag = await addFromProductPage(guest, store.menu_id, guestProduct)
  await expect(bagLine(guestBag, hostProduct.name)).toHaveCount(0)
  await expect(guestBag.getByRole('button', { name: 'Leave Group Order' })).toBeVisible()
  const awaiting = guestBag.getByRole('button', { name: GROUP_TEXTS.awaitingHost })
  await expect(awaiting).toBeVisible()
  await expectAccessible(guest)
  await saveScreen(guest, testInfo, 'group-participant-bag', { fullPage: false })
  await awaiting.click()
  const added = guest.getByRole('dialog', { name: 'Heads Up!' })
  await expect(added.getByText(GROUP_TEXTS.added(hostName))).toBeVisible()
  await expect(guestBag).toBeHidden()
  await expectAccessible(guest)
  await added.getByRole('button', { name: 'Close' }).last().click()

  // The host sees the participant's line with its recipient and the participant list.
  await gotoReady(page, `/menu/${store.menu_id}`)
  await bagButton(page).click()
  await expect(bagLine(hostBag, guestProduct.name)).toBeVisible()
  await expect(bagLine(hostBag, guestProduct.name).getByText('For Sam Lee')).toBeVisible()
  await expect(hostBag.getByRole('region', { name: /^Participants/ }).getByText('Sam Lee')).toBeVisible()
  await expectAccessible(page)
  await saveScreen(page, testInfo, 'group-host-bag', { fullPage: false })

  // The host checks out: the check-in notice, then checkout with the test card.
  await hostBag.getByRole('button', { name: 'Continue To Checkout' }).click()
  await expect(hostBag.getByText(GROUP_TEXTS.hostCheckIn)).toBeVisible()
  await hostBag.getByRole('button', { name: 'Continue to Checkout', exact: true }).click()
  await page.waitForURL(/\/order\/checkout$/)
  await waitForHydration(page)
  await fillCard(page, { number: TEST_CARD.approve })
  await placeOrderButton(page).click()
  await page.waitForURL(/\/order\/confirm\/[0-9a-f-]{36}$/, { timeout: 30_000 })

  // The participant's bag polls: 'Group order is closed', then home with the group forgotten.
  await bagButton(guest).click()
  const closed = guest.getByRole('dialog', { name: GROUP_TEXTS.closed })
  await expect(closed.getByText(GROUP_TEXTS.completed(hostName))).toBeVisible({ timeout: 15_000 })
  await expect(closed.getByRole('button', { name: 'Start Your Own Order' })).toBeVisible()
  await expectAccessible(guest)
  await closed.getByRole('button', { name: 'Close' }).last().click()
  await expect(guest).toHaveURL(/\/$/)
  expect(await storedGroup(guest)).toBeNull()
  await guest.context().close()
})
