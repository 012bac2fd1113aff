import { ACCOUNT_TEXTS, accountButton, mailboxLink, newMember, signedInMember } from './account-helpers.ts'
import { expect, expectAccessible, test } from './fixtures.ts'
import { gotoReady, isPhone } from './helpers.ts'

/** A member who exists but is not signed in in this browser. */
async function registeredMember(page: import('@playwright/test').Page) {
  const member = await signedInMember(page)
  await page.context().clearCookies()
  return member
}

test.describe('sign in and password recovery (spec §2, §4 Session)', () => {
  test('a bad password gets a clear error; a good one follows ?redirect', async ({ page }, testInfo) => {
    const member = await registeredMember(page)
    await gotoReady(page, '/account/signin?redirect=%2Flocations&notice=checkout')
    await expect(page.getByRole('status').filter({ hasText: ACCOUNT_TEXTS.checkoutNotice })).toBeVisible()
    await expectAccessible(page)

    await page.getByLabel('Email').fill(member.email)
    await page.getByLabel('Password', { exact: true }).fill('not-my-password-1')
    await page.getByRole('button', { name: 'Sign In', exact: true }).click()
    const alert = page.locator('form [role="alert"]')
    await expect(alert).toContainText(/incorrect|invalid|match/i)
    await expect(accountButton(page)).toHaveText('Sign In')
    await expectAccessible(page)

    await page.getByLabel('Password', { exact: true }).fill(member.password)
    await page.getByRole('button', { name: 'Sign In', exact: true }).click()
    await page.waitForURL('**/locations')
    await expect(accountButton(page)).toHaveText(member.first_name)
    await expect(accountButton(page)).toHaveAttribute('href', '/account')
    if (isPhone(testInfo)) {
      // Drawer entries flagged needAuth show for members (spec §2).
      await page.getByRole('button', { name: 'Open menu' }).click()
      const drawer = page.getByRole('dialog', { name: 'Menu' })
      await expect(drawer.getByRole('link', { name: 'My Account' })).toBeVisible()
      await expect(drawer.getByRole('link', { name: 'Order History' })).toBeVisible()
    }
  })

  test('an off-site redirect is ignored, and the group-order notice shows', async ({ page }) => {
    const member = await registeredMember(page)
    await gotoReady(page, '/account/signin?redirect=%2F%2Fevil.example%2F&notice=group')
    await expect(page.getByText(ACCOUNT_TEXTS.groupNotice)).toBeVisible()
    await page.getByLabel('Email').fill(member.email)
    await page.getByLabel('Password', { exact: true }).fill(member.password)
    await page.getByRole('button', { name: 'Sign In', exact: true }).click()
    await page.waitForURL((url) => url.origin === new URL(page.url()).origin && url.pathname === '/account')
    await expect(page.getByRole('heading', { level: 1, name: `Hi, ${member.first_name}!` })).toBeVisible()
  })

  test('forgot password → success page → emailed link → reset → sign in', async ({ page }) => {
    const member = await registeredMember(page)
    await gotoReady(page, '/account/signin')
    await page.getByRole('link', { name: 'Forgot your password?' }).click()
    await page.waitForURL('**/account/forgotpassword')
    await expectAccessible(page)
    await page.getByLabel('Email').fill(member.email)
    await page.getByRole('button', { name: 'Send Reset Link' }).click()
    await page.waitForURL('**/account/forgotpasswordsuccess')
    await expect(page.getByRole('heading', { level: 1, name: 'Check Your Email' })).toBeVisible()
    await expectAccessible(page)

    const link = await mailboxLink(page, member.email, '/account/resetpassword')
    await gotoReady(page, link)
    await expect(page.getByRole('heading', { level: 1, name: 'Reset Password' })).toBeVisible()
    const fresh = `${member.password}-new`
    await page.getByLabel('New password', { exact: true }).fill(fresh)
    await page.getByLabel('Confirm new password', { exact: true }).fill(fresh)
    await expectAccessible(page)
    await page.getByRole('button', { name: 'Reset Password' }).click()
    await page.waitForURL('**/account/signin?notice=reset')
    await expect(page.getByRole('status').filter({ hasText: 'Your password has been reset.' })).toBeVisible()

    await page.getByLabel('Email').fill(member.email)
    await page.getByLabel('Password', { exact: true }).fill(fresh)
    await page.getByRole('button', { name: 'Sign In', exact: true }).click()
    await page.waitForURL('**/account')
    await expect(accountButton(page)).toHaveText(member.first_name)
  })

  test('a member whose session is gone is cleared and sent to sign in from an account page', async ({
    page,
  }) => {
    const member = await signedInMember(page, newMember())
    await gotoReady(page, '/account')
    await expect(accountButton(page)).toHaveText(member.first_name)
    // The server forgets the session (signed out elsewhere); the `_rd_user` mirror stays behind.
    const cookies = await page.context().cookies()
    await page.context().clearCookies()
    await page.context().addCookies(cookies.filter((cookie) => cookie.name === '_rd_user'))
    await page.evaluate(() =>
      localStorage.setItem(
        'deli-order',
        JSON.stringify({
          state: { location: null, superCategory: 'mealtime', cartId: 'stale-cart' },
          version: 0,
        }),
      ),
    )
    await page.reload()
    await page.waitForURL(/\/account\/signin/)
    await expect(accountButton(page)).toHaveText('Sign In')
    // Token, user, basket, location and menu are cleared (spec §4 Session).
    await expect
      .poll(() =>
        page.evaluate(() => JSON.parse(localStorage.getItem('deli-order') ?? '{}').state?.cartId ?? null),
      )
      .toBeNull()
    expect((await page.context().cookies()).some((cookie) => cookie.name === '_rd_user')).toBe(false)
  })
})
