import { randomUUID } from 'node:crypto'
import type { APIRequestContext } from '@playwright/test'
import { latestMail } from './checkout-helpers.ts'
import { expect, expectAccessible, test } from './fixtures.ts'
import { API_HEADERS, getStores, gotoReady } from './helpers.ts'
import { DEMO_ADMIN, DEMO_MANAGER, signInAsAdmin, signInAtStaff } from './staff-helpers.ts'

test.setTimeout(90_000)

/**
 * A cook with an account of their own, invited by the demo admin through `admin` (signed in) to
 * `storeIds`, who accepted with a password in `cook` (signed in as them afterwards).
 */
async function newCook(admin: APIRequestContext, cook: APIRequestContext, storeIds: number[]) {
  const name = `Casey ${randomUUID().slice(0, 6)}`
  const email = `cook-${randomUUID().slice(0, 8)}@reddoordeli.example`
  await signInAsAdmin(admin)
  const invited = await admin.post('/api/v1/staff/invitations', {
    headers: API_HEADERS,
    data: { email, name, role: 'staff', store_ids: storeIds },
  })
  expect(invited.status(), await invited.text()).toBe(200)
  const mail = await latestMail(admin, email)
  const token = mail.links
    .find((link) => link.includes('/staff/invitation/'))
    ?.split('/')
    .at(-1)
  const accepted = await cook.post(`/api/v1/staff/invitations/${token}/accept`, {
    headers: API_HEADERS,
    data: { password: 'Pastrami-on-rye-77' },
  })
  expect(accepted.status(), await accepted.text()).toBe(200)
  return { name, email }
}

const meOf = async (cook: APIRequestContext) => {
  const response = await cook.get('/api/v1/staff/me', { headers: API_HEADERS })
  return {
    status: response.status(),
    stores: response.ok() ? ((await response.json()).data.stores as { id: number }[]) : [],
  }
}

test('a chain admin gives a cook a second store, then makes them a manager; the trail says so', async ({
  page,
  request,
  playwright,
  baseURL,
}) => {
  const stores = await getStores(request)
  const [first, second] = [stores.find((store) => store.id === 3), stores.find((store) => store.id === 4)]
  const cookRequest = await playwright.request.newContext({ baseURL })
  const cook = await newCook(request, cookRequest, [3])

  await signInAtStaff(page, DEMO_ADMIN)
  await gotoReady(page, '/staff/team')
  const opener = page.getByRole('button', { name: `Change access for ${cook.name}` })
  await opener.click()
  const dialog = page.getByRole('dialog', { name: `Change access for ${cook.name}` })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByText(cook.email)).toBeVisible()
  await expect(dialog.getByRole('combobox', { name: 'Role' })).toHaveValue('staff')
  const picker = dialog.getByRole('group', { name: 'Stores' })
  await expect(picker.getByText(`${first?.name} #3`)).toBeVisible()
  await expectAccessible(page)

  // A second store, found by its whole name: Enter adds it.
  await picker.getByLabel('Find a store to add').fill(second?.name ?? '')
  await expect(picker.getByText('1 store matches.')).toBeVisible()
  await picker.getByLabel('Find a store to add').press('Enter')
  await expect(picker.getByRole('status').first()).toHaveText(`Added ${second?.name} #4. 2 stores chosen.`)
  await dialog.getByRole('button', { name: 'Save access' }).click()
  await expect(dialog).toBeHidden()
  await expect(
    page.getByRole('status').filter({ hasText: `${cook.name} is now store staff at` }),
  ).toBeVisible()
  // Focus is back on the button that opened the dialog.
  await expect(opener).toBeFocused()
  // New stores alone keep the cook signed in, with both stores.
  const signedIn = await meOf(cookRequest)
  expect(signedIn.status).toBe(200)
  expect(signedIn.stores.map((store) => store.id).sort()).toEqual([3, 4])

  // A new role says what it does before it is saved, and signs the cook out.
  await opener.click()
  await dialog.getByRole('combobox', { name: 'Role' }).selectOption('manager')
  await expect(dialog.getByText('A new role signs them out on every device.')).toBeVisible()
  await dialog.getByRole('button', { name: 'Save access' }).click()
  await expect(
    page.getByRole('status').filter({ hasText: 'They sign in again on every device.' }),
  ).toBeVisible()
  await expect(page.getByRole('listitem').filter({ hasText: cook.email })).toContainText('Store manager')
  expect((await meOf(cookRequest)).status).toBe(401)

  // The audit trail, filtered to the team, says who changed what.
  await gotoReady(page, '/staff/back-office/audit')
  await page.getByRole('combobox', { name: 'Kind of change' }).selectOption('staff-account')
  await page.getByRole('button', { name: 'Show changes' }).click()
  await expect(
    page.getByText(
      `Changed access for ${cook.name}: Store staff at ${[first?.name, second?.name].sort().join(', ')} → Store manager at`,
    ),
  ).toBeVisible()
  await expectAccessible(page)
  await cookRequest.dispose()
})

test('a store manager moves a cook between their own stores; a store of another manager stays', async ({
  page,
  request,
  playwright,
  baseURL,
}) => {
  const stores = await getStores(request)
  const elsewhere = stores.find((store) => store.id === 5)
  const cookRequest = await playwright.request.newContext({ baseURL })
  const cook = await newCook(request, cookRequest, [2, 5])

  await signInAtStaff(page, DEMO_MANAGER)
  await gotoReady(page, '/staff/team')
  await page.getByRole('button', { name: `Change access for ${cook.name}` }).click()
  const dialog = page.getByRole('dialog', { name: `Change access for ${cook.name}` })
  // A manager changes no role: it is said, not offered.
  await expect(dialog.getByText('Role: Store staff')).toBeVisible()
  await expect(dialog.getByRole('combobox', { name: 'Role' })).toHaveCount(0)
  await expect(dialog.getByText(`They also work at ${elsewhere?.name}, which stays as it is.`)).toBeVisible()
  const [one, two] = [stores.find((store) => store.id === 1), stores.find((store) => store.id === 2)]
  await expect(dialog.getByRole('checkbox', { name: two?.name })).toBeChecked()
  await expectAccessible(page)
  // Moved from one of their stores to another.
  await dialog.getByRole('checkbox', { name: two?.name }).uncheck()
  await dialog.getByRole('checkbox', { name: one?.name }).check()
  await dialog.getByRole('button', { name: 'Save access' }).click()
  await expect(dialog).toBeHidden()
  await expect(
    page.getByRole('status').filter({ hasText: `${cook.name} is now store staff at` }),
  ).toBeVisible()
  const me = await meOf(cookRequest)
  expect(me.stores.map((store) => store.id).sort()).toEqual([1, 5])
  await cookRequest.dispose()
})
