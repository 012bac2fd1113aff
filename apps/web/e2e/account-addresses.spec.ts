import { TEXTS } from '@deli/domain'
import { ACCOUNT_TEXTS, signedInMember } from './account-helpers.ts'
import { expect, expectAccessible, test } from './fixtures.ts'
import { escapeRegExp, gotoReady } from './helpers.ts'
import { openOrderControl } from './ordering-helpers.ts'

const MAIN_ST = '1530 Main St, Dallas, TX, 75201'
const ROSS_AVE = '2100 Ross Ave, Dallas, TX, 75201'

async function addAddress(page: import('@playwright/test').Page, street: string) {
  const section = page.locator('#addresses')
  await section.getByRole('button', { name: 'Add New Delivery Address' }).click()
  const form = section.getByRole('form', { name: 'Add New Delivery Address' })
  await form.getByLabel('Street address').fill(street)
  await form.getByLabel('City').fill('Dallas')
  await form.getByLabel('State').fill('tx')
  await form.getByLabel('ZIP code').fill('75201')
  await form.getByRole('button', { name: 'Save Address' }).click()
  await expect(form).toBeHidden()
}

test.describe('saved delivery addresses (spec §2 Account, §8 Delete Address?)', () => {
  test('a member adds addresses, changes the default and deletes one after confirming', async ({ page }) => {
    await signedInMember(page)
    await gotoReady(page, '/account')
    const section = page.locator('#addresses')
    await expect(section).toContainText('No saved addresses yet.')

    // Invalid fields are reported in the form before anything is sent.
    await section.getByRole('button', { name: 'Add New Delivery Address' }).click()
    const form = section.getByRole('form', { name: 'Add New Delivery Address' })
    await form.getByLabel('ZIP code').fill('752')
    await form.getByRole('button', { name: 'Save Address' }).click()
    await expect(form.getByText('Street address is required').first()).toBeVisible()
    await expect(form.getByText('Enter a 5-digit ZIP code.').first()).toBeVisible()
    await expect(form.getByLabel('Street address')).toBeFocused()
    await expectAccessible(page, '#addresses')
    await form.getByRole('button', { name: 'Cancel' }).click()

    await addAddress(page, '1530 Main St')
    const cards = section.getByRole('list', { name: 'Saved addresses' }).getByRole('listitem')
    await expect(cards.filter({ hasText: MAIN_ST })).toContainText('Default')
    await addAddress(page, '2100 Ross Ave')
    await expect(cards).toHaveCount(2)
    await expect(cards.filter({ hasText: ROSS_AVE })).not.toContainText('Default')
    await expectAccessible(page, '#addresses')

    await section
      .getByRole('button', { name: new RegExp(`^Make default.*${escapeRegExp(ROSS_AVE)}`) })
      .click()
    await expect(cards.filter({ hasText: ROSS_AVE })).toContainText('Default')
    await expect(cards.filter({ hasText: MAIN_ST })).not.toContainText('Default')

    const deleteMain = section.getByRole('button', { name: `Delete ${MAIN_ST}` })
    await deleteMain.click()
    const dialog = page.getByRole('alertdialog', { name: ACCOUNT_TEXTS.deleteAddressTitle })
    await expect(dialog).toContainText(ACCOUNT_TEXTS.deleteAddressBody)
    await expect(dialog.getByRole('button', { name: ACCOUNT_TEXTS.deleteAddressDismiss })).toBeFocused()
    await expectAccessible(page, '.confirm-dialog[open]')
    await dialog.getByRole('button', { name: ACCOUNT_TEXTS.deleteAddressDismiss }).click()
    await expect(cards).toHaveCount(2)

    await deleteMain.click()
    await dialog.getByRole('button', { name: ACCOUNT_TEXTS.deleteAddressConfirm }).click()
    await expect(dialog).toBeHidden()
    await expect(cards).toHaveCount(1)
    await expect(cards.first()).toContainText(ROSS_AVE)
  })

  test('the delivery panel offers a member their saved addresses and searches the chosen one', async ({
    page,
  }, testInfo) => {
    await signedInMember(page)
    await gotoReady(page, '/account')
    await addAddress(page, '1530 Main St')
    await gotoReady(page, '/')
    const modes = await openOrderControl(page, testInfo)
    await modes.getByRole('button', { name: new RegExp(`^${TEXTS.delivery}`) }).click()
    const panel = page.getByRole('dialog', { name: TEXTS.delivery, exact: true })
    const deliver = panel.getByRole('button', { name: new RegExp(`^Deliver here.*${escapeRegExp(MAIN_ST)}`) })
    await expect(deliver).toBeVisible()
    await expectAccessible(page, 'dialog[open]')
    await deliver.click()
    await expect(
      panel.getByText(new RegExp(`${TEXTS.selectALocation}|${TEXTS.noNearbyLocations}`)).first(),
    ).toBeVisible()
  })
})
