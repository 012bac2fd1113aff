import { signedInMember } from './account-helpers.ts'
import { expect, expectAccessible, test } from './fixtures.ts'
import { GROUP_TEXTS, groupPanel } from './group-helpers.ts'
import { gotoReady, saveScreen } from './helpers.ts'
import { openOrderControl } from './ordering-helpers.ts'

test('a guest who starts a group order signs in first and comes back to the host view', async ({
  page,
}, testInfo) => {
  const member = await signedInMember(page)
  await page.context().clearCookies()
  await gotoReady(page, '/')
  const control = await openOrderControl(page, testInfo)
  await expect(control.getByText('Sign in required to host a group order.')).toBeVisible()
  await control.getByRole('button', { name: /Start a Group Order/ }).click()
  await page.waitForURL(/\/account\/signin\?/)
  await expect(page.getByRole('status').filter({ hasText: GROUP_TEXTS.signInNotice })).toBeVisible()
  await page.getByLabel('Email').fill(member.email)
  await page.getByLabel('Password', { exact: true }).fill(member.password)
  await page.getByRole('button', { name: 'Sign In', exact: true }).click()
  const panel = groupPanel(page)
  await expect(panel.getByRole('group', { name: 'Who is Paying?' })).toBeVisible()
  await expect(page).not.toHaveURL(/startGroupOrder/)
})

test("split payment: 'Continue', the 'Heads Up!' notice, then 'Yes, continue with split payment' opens delivery", async ({
  page,
}, testInfo) => {
  await signedInMember(page)
  await gotoReady(page, '/')
  const control = await openOrderControl(page, testInfo)
  await control.getByRole('button', { name: /Start a Group Order/ }).click()
  const panel = groupPanel(page)
  await panel.getByRole('radio', { name: /Split Payment/ }).check()
  await panel.getByRole('radio', { name: 'Delivery' }).check()
  await panel.getByRole('button', { name: 'Continue', exact: true }).click()
  await expect(panel.getByRole('alert').getByText('Heads Up!')).toBeVisible()
  await expectAccessible(page)
  await saveScreen(page, testInfo, 'group-split-heads-up', { fullPage: false })
  await panel.getByRole('button', { name: 'Yes, continue with split payment' }).click()
  await expect(page.getByRole('dialog', { name: /Delivery/ })).toBeVisible()
  const stored = await page.evaluate(
    () =>
      (JSON.parse(localStorage.getItem('deli-order') ?? '{}') as { state?: { groupSetup?: unknown } }).state
        ?.groupSetup,
  )
  expect(stored).toEqual({ payment_type: 'split', handoff: 'delivery' })
})
