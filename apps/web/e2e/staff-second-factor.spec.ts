import { randomUUID } from 'node:crypto'
import { latestMail } from './checkout-helpers.ts'
import { expect, expectAccessible, test } from './fixtures.ts'
import { API_HEADERS, gotoReady } from './helpers.ts'
import { DEMO_ADMIN, staffLoginBody, totpCode } from './staff-helpers.ts'

test.setTimeout(90_000)

const PASSWORD = 'Pastrami-on-rye-77'

/** A new manager of stores 2 and 3, invited by the demo admin and accepted through the API (no session yet). */
async function invitedManager(request: import('@playwright/test').APIRequestContext) {
  const email = `manager-${randomUUID().slice(0, 8)}@reddoordeli.example`
  const admin = await request.post('/api/v1/staff/login', {
    headers: API_HEADERS,
    data: staffLoginBody(DEMO_ADMIN),
  })
  expect(admin.status()).toBe(200)
  const invited = await request.post('/api/v1/staff/invitations', {
    headers: API_HEADERS,
    data: { email, name: 'Mo Manager', role: 'manager', store_ids: [2, 3] },
  })
  expect(invited.status()).toBe(200)
  const link = (await latestMail(request, email)).links.find((href) => href.includes('/staff/invitation/'))
  const token = new URL(link ?? '').pathname.split('/').at(-1)
  const accepted = await request.post(`/api/v1/staff/invitations/${token}/accept`, {
    headers: API_HEADERS,
    data: { password: PASSWORD },
  })
  expect(accepted.status()).toBe(200)
  await request.post('/api/v1/staff/logout', { headers: API_HEADERS })
  return email
}

test('a new manager sets up two-step sign-in with the QR code, then signs in with a code and with a recovery code', async ({
  page,
  request,
}) => {
  const email = await invitedManager(request)

  // First sign-in: the password, then the set-up step with the QR code and the key to type.
  await gotoReady(page, '/staff')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByRole('heading', { name: 'Set up two-step sign-in' })).toBeFocused()
  await expect(page.getByRole('img', { name: 'QR code of your authenticator key' })).toBeVisible()
  const secret = ((await page.locator('.staff-step__key').textContent()) ?? '').replace(/\s/g, '')
  expect(secret).toMatch(/^[A-Z2-7]{32}$/)
  await expectAccessible(page)

  // A wrong code is refused with a sentence on the field; the app's code turns it on.
  const code = totpCode(secret)
  await page.getByLabel('Authentication code').fill(code === '000000' ? '111111' : '000000')
  await page.getByRole('button', { name: 'Turn on two-step sign-in' }).click()
  const wrong = 'That code is not right. Enter the newest code from your authenticator app.'
  await expect(page.getByRole('alert').filter({ hasText: wrong })).toBeVisible()
  // Said once in the summary (not again as its link) and once under the field.
  await expect(page.getByText(wrong, { exact: true })).toHaveCount(2)
  await page.getByLabel('Authentication code').fill(totpCode(secret))
  await page.getByRole('button', { name: 'Turn on two-step sign-in' }).click()

  // The recovery codes, shown once.
  await expect(page.getByRole('heading', { name: 'Your recovery codes' })).toBeFocused()
  const codes = page.getByRole('list', { name: 'Your recovery codes' }).getByRole('listitem')
  await expect(codes).toHaveCount(10)
  const recovery = ((await codes.first().textContent()) ?? '').trim()
  expect(recovery).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}$/)
  await expectAccessible(page)
  await page.getByRole('button', { name: 'I have saved my recovery codes' }).click()
  await expect(page.getByRole('heading', { name: 'Hello, Mo Manager' })).toBeVisible()
  await page.getByRole('button', { name: 'Sign out' }).click()

  // Next time: the password, then the authenticator's code.
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByRole('heading', { name: 'Two-step sign-in' })).toBeFocused()
  await expectAccessible(page)
  await page.getByLabel('Authentication code').fill(totpCode(secret))
  await page.getByRole('button', { name: 'Verify and sign in' }).click()
  await expect(page.getByRole('heading', { name: 'Hello, Mo Manager' })).toBeVisible()
  await page.getByRole('button', { name: 'Sign out' }).click()

  // A lost phone: one recovery code instead, once.
  for (const attempt of ['works', 'used up'] as const) {
    await page.getByLabel('Email').fill(email)
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
    await page.getByRole('button', { name: 'Sign in' }).click()
    await page.getByRole('button', { name: 'Use a recovery code instead' }).click()
    await page.getByLabel('Recovery code').fill(recovery.toUpperCase())
    await page.getByRole('button', { name: 'Verify and sign in' }).click()
    if (attempt === 'works') {
      await expect(page.getByRole('heading', { name: 'Hello, Mo Manager' })).toBeVisible()
      await page.getByRole('button', { name: 'Sign out' }).click()
    } else {
      await expect(
        page.getByRole('alert').filter({ hasText: 'That recovery code is not right or was already used.' }),
      ).toBeVisible()
      await expectAccessible(page)
    }
  }
})
