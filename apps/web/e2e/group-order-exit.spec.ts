import { bagButton, bagDialog, orderableStore } from './cart-helpers.ts'
import { signUpThroughApi } from './checkout-helpers.ts'
import { expect, expectAccessible, test } from './fixtures.ts'
import {
  GROUP_TEXTS,
  groupPanel,
  groupThroughApi,
  joinByLink,
  passDeadline,
  secondBrowser,
  storedGroup,
} from './group-helpers.ts'
import { API_HEADERS, getStores, gotoReady, isPhone } from './helpers.ts'
import { openOrderControl } from './ordering-helpers.ts'

test.setTimeout(120_000)

test('a participant leaves, the host cancels, and the one left is told when the bag polls', async ({
  page,
  browser,
}, testInfo) => {
  const host = await signUpThroughApi(page)
  const hostName = `${host.first_name} ${host.last_name}`
  const store = await orderableStore(page.request)
  const group = await groupThroughApi(page, store, hostName)

  // Leave: the participant's bag offers 'Leave Group Order' with the spec's confirmation.
  const guest = await secondBrowser(browser, testInfo)
  await joinByLink(guest, group.id, hostName, 'Ana Ruiz')
  await bagButton(guest).click()
  const bag = bagDialog(guest)
  await bag.getByRole('button', { name: 'Leave Group Order' }).click()
  const leave = guest.getByRole('alertdialog', { name: GROUP_TEXTS.leaveTitle })
  await expect(leave.getByText(GROUP_TEXTS.itemsDeleted)).toBeVisible()
  await expect(leave.getByRole('button', { name: 'Go back' })).toBeFocused()
  await expectAccessible(guest)
  await leave.getByRole('button', { name: 'Yes, cancel my order' }).click()
  await expect(guest).toHaveURL(/\/$/)
  expect(await storedGroup(guest)).toBeNull()

  // Joins again; participants cannot change type or time (spec §6).
  await joinByLink(guest, group.id, hostName, 'Ana Ruiz')
  const guestControl = await openOrderControl(guest, testInfo)
  await expect(guestControl.getByText(GROUP_TEXTS.hostOnlyType)).toBeVisible()
  await expect(guestControl.getByText(GROUP_TEXTS.hostOnlyTime)).toBeVisible()
  await expect(guestControl.getByRole('button', { name: 'Change Location' })).toHaveCount(0)
  await expect(guestControl.getByRole('button', { name: 'Leave Group Order' })).toBeVisible()
  await expectAccessible(guest)
  await guest.keyboard.press('Escape')

  // Cancel: the host's order control has 'Cancel Group Order' with the spec's confirmation.
  await gotoReady(page, `/menu/${store.menu_id}`)
  const control = await openOrderControl(page, testInfo)
  await control.getByRole('button', { name: 'Cancel Group Order' }).click()
  const cancel = page.getByRole('alertdialog', { name: GROUP_TEXTS.clearTitle })
  await expect(cancel.getByText(GROUP_TEXTS.itemsDeleted)).toBeVisible()
  await expectAccessible(page)
  await cancel.getByRole('button', { name: 'Yes, cancel my order' }).click()
  await expect(page).toHaveURL(/\/$/)
  expect(await storedGroup(page)).toBeNull()

  // The participant's bag polls: the cancellation message, home, the group forgotten.
  await bagButton(guest).click()
  const ended = guest.getByRole('dialog', { name: 'Heads Up!' })
  await expect(ended.getByText(GROUP_TEXTS.cancelled)).toBeVisible({ timeout: 15_000 })
  await expectAccessible(guest)
  await ended.getByRole('button', { name: 'Close' }).last().click()
  await expect(guest).toHaveURL(/\/$/)
  expect(await storedGroup(guest)).toBeNull()
  await guest.context().close()
})

test('the host edits the deadline; once it passes, joining is refused and the host may extend it', async ({
  page,
  browser,
}, testInfo) => {
  const host = await signUpThroughApi(page)
  const hostName = `${host.first_name} ${host.last_name}`
  const store = await orderableStore(page.request)
  const group = await groupThroughApi(page, store, hostName)
  await gotoReady(page, `/menu/${store.menu_id}`)

  // The manager: the header's on extra-large screens, the sub-header's countdown on phones.
  const banner = page.getByRole('banner')
  const opener = isPhone(testInfo)
    ? banner.getByRole('button', { name: /^Group order closes in / })
    : banner.getByRole('button', { name: /^Group Order/ })
  await opener.click()
  const panel = groupPanel(page)
  await expect(panel.getByRole('radio', { name: /I'm Paying/ })).toBeDisabled()
  await panel.getByRole('button', { name: 'Edit deadline' }).click()
  const editor = page.getByRole('dialog', { name: 'Group order deadline' })
  const days = editor.getByLabel('Day')
  // Day choices: 7 days from today, 'MMM D, YYYY' (spec §9).
  await expect(days.locator('option:not([value=""])')).toHaveCount(7)
  await expect(days.locator('option:not([value=""])').first()).toHaveText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/)
  const tomorrow = await days.locator('option:not([value=""])').nth(1).getAttribute('value')
  await days.selectOption(tomorrow as string)
  const times = editor.getByLabel('Time').locator('option:not([value=""])')
  // Tomorrow offers every 15 minutes from 10:00 to 22:00 (spec §9).
  await expect(times).toHaveCount(49)
  await expect(times.first()).toHaveText('10:00 AM')
  await editor.getByLabel('Time').selectOption(`${tomorrow} 18:30`)
  await expectAccessible(page)
  await editor.getByRole('button', { name: 'Done' }).click()
  // Spec §4: the modal closes and the bag opens with the new deadline.
  const bag = bagDialog(page)
  await expect(bag.getByText(/^Deadline: .*6:30 PM$/)).toBeVisible()

  // The deadline passes: a visitor is told, and the join form is gone.
  await passDeadline(group.id)
  const guest = await secondBrowser(browser, testInfo)
  await gotoReady(guest, `/?groupOrderId=${group.id}`)
  const join = groupPanel(guest)
  await expect(join.getByRole('heading', { name: GROUP_TEXTS.invited(hostName) })).toBeVisible()
  await expect(join.getByRole('alert')).toContainText(/deadline/i)
  await expect(join.getByLabel('Enter your name to join')).toHaveCount(0)
  await expectAccessible(guest)

  // The host's bag says so (polled) and the host extends it again.
  await page.keyboard.press('Escape')
  await bagButton(page).click()
  await expect(bag.getByText(/The deadline has passed/)).toBeVisible({ timeout: 15_000 })
  await bag.getByRole('button', { name: 'Edit deadline' }).click()
  await editor.getByLabel('Day').selectOption(tomorrow as string)
  await editor.getByLabel('Time').selectOption(`${tomorrow} 12:00`)
  await editor.getByRole('button', { name: 'Done' }).click()
  await expect(bag.getByText(/^Deadline: .*12:00 PM$/)).toBeVisible()
  await expect(bag.getByText(/The deadline has passed/)).toHaveCount(0)
  await guest.context().close()
})

test('changing location during a group order asks first and cancels it', async ({ page }, testInfo) => {
  const host = await signUpThroughApi(page)
  const hostName = `${host.first_name} ${host.last_name}`
  const store = await orderableStore(page.request)
  const other = (await getStores(page.request)).find(
    (candidate) =>
      candidate.id !== store.id &&
      candidate.available &&
      !candidate['Coming Soon'] &&
      candidate.services.pickup,
  )
  if (!other) throw new Error('No second orderable store')
  const group = await groupThroughApi(page, store, hostName)

  // Order control's 'Change Location': the spec's question, 'Go back' keeps the group.
  await gotoReady(page, `/menu/${store.menu_id}`)
  const control = await openOrderControl(page, testInfo)
  await control.getByRole('button', { name: 'Change Location' }).click()
  const ask = page.getByRole('alertdialog', { name: GROUP_TEXTS.changeLocationTitle })
  await expect(ask.getByText(GROUP_TEXTS.changeLocationBody)).toBeVisible()
  await expectAccessible(page)
  await ask.getByRole('button', { name: 'Go back' }).click()
  expect(await storedGroup(page)).toEqual({ id: group.id, name: hostName })
  await page.keyboard.press('Escape')

  // Another store from the locations: 'Heads up! …', then the group is cancelled and the new menu opens.
  await gotoReady(page, `/locations/${other.path}`)
  await page.getByRole('main').getByRole('button', { name: 'Start Order' }).first().click()
  const headsUp = page.getByRole('alertdialog', { name: 'Heads Up!' })
  await expect(headsUp.getByText(GROUP_TEXTS.locationCancels)).toBeVisible()
  await expectAccessible(page)
  await headsUp.getByRole('button', { name: 'Yes, cancel my order' }).click()
  await page.waitForURL(new RegExp(`/menu/${other.menu_id}$`))
  expect(await storedGroup(page)).toBeNull()
  const cancelled = await page.request.get(`/api/v1/carts/group/${group.id}`, { headers: API_HEADERS })
  expect(((await cancelled.json()) as { data: { status: string } }).data.status).toBe('cancelled')
})
