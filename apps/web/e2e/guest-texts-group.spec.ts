import { orderableStore } from './cart-helpers.ts'
import { signUpThroughApi } from './checkout-helpers.ts'
import { expect, expectAccessible, test } from './fixtures.ts'
import { GROUP_TEXTS, groupPanel, groupThroughApi, secondBrowser, storedGroup } from './group-helpers.ts'
import { gotoReady } from './helpers.ts'

/**
 * The join name (spec §5, ADR 048): hyphens and apostrophes belong to names, so "Anne-Marie
 * O'Brien" joins; digits still do not. Both widths: the join view is a side panel on a phone.
 */

test.setTimeout(90_000)

test("Anne-Marie O'Brien joins a group order under her own name", async ({ page, browser }, testInfo) => {
  const store = await orderableStore(page.request)
  const host = await signUpThroughApi(page)
  const hostName = `${host.first_name} ${host.last_name}`
  const group = await groupThroughApi(page, store, hostName)

  const guest = await secondBrowser(browser, testInfo)
  await gotoReady(guest, `/?groupOrderId=${group.id}`)
  const join = groupPanel(guest)
  await expect(join.getByRole('heading', { name: GROUP_TEXTS.invited(hostName) })).toBeVisible()
  const name = join.getByLabel('Enter your name to join')
  // Digits are still no name.
  await name.fill('Anne-Marie 2')
  await join.getByRole('button', { name: 'Join Group Order' }).click()
  await expect(join.getByText(GROUP_TEXTS.joinNameInvalid)).toBeVisible()
  await expectAccessible(guest)

  await name.fill("Anne-Marie O'Brien")
  await join.getByRole('button', { name: 'Join Group Order' }).click()
  await guest.waitForURL(new RegExp(`/menu/${store.menu_id}$`))
  expect(await storedGroup(guest)).toEqual({ id: group.id, name: "Anne-Marie O'Brien" })
  await guest.context().close()
})
