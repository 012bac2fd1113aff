import { accountButton, signedInMember } from './account-helpers.ts'
import { expect, expectAccessible, test } from './fixtures.ts'
import { gotoReady } from './helpers.ts'

test.describe('profile edit (PUT users)', () => {
  test('a member changes their details, then their password with the current one', async ({ page }) => {
    const member = await signedInMember(page)
    await gotoReady(page, '/account')
    const details = page.getByRole('form', { name: 'Your details' })
    await expect(details.getByLabel('Phone')).toHaveValue('(214) 555-0147')
    await details.getByLabel('First name').fill('Rosalind')
    await details.getByLabel('Phone').fill('214-555-019')
    await details.getByRole('button', { name: 'Save Changes' }).click()
    await expect(details.getByText('Please enter a valid phone number.').first()).toBeVisible()
    await details.getByLabel('Phone').fill('(214) 555-0199')
    await details.getByLabel('Month').selectOption('July')
    await details.getByLabel('Day').selectOption('4')
    await details.getByLabel('Year').selectOption('1985')
    await details.getByRole('button', { name: 'Save Changes' }).click()
    await expect(details.getByRole('status')).toHaveText('Your profile is saved.')
    await expect(accountButton(page)).toHaveText('Rosalind')

    const password = page.getByRole('form', { name: 'Change password' })
    await password.getByLabel('Current password', { exact: true }).fill('not-the-current-one')
    await password.getByLabel('New password', { exact: true }).fill('smoked-brisket-2027')
    await password.getByLabel('Confirm new password', { exact: true }).fill('smoked-brisket-2027')
    await password.getByRole('button', { name: 'Change Password' }).click()
    await expect(password.locator('.form-summary')).toBeVisible()
    await expectAccessible(page, '#profile')
    await password.getByLabel('Current password', { exact: true }).fill(member.password)
    await password.getByRole('button', { name: 'Change Password' }).click()
    await expect(password.getByRole('status')).toHaveText('Your password is changed.')

    await page.reload()
    await expect(page.getByRole('form', { name: 'Your details' }).getByLabel('Year')).toHaveValue('1985')
  })
})
