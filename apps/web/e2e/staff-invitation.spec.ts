import { randomUUID } from 'node:crypto'
import { INVITATION_STORES_REQUIRED } from '@deli/domain'
import { mailboxLink } from './account-helpers.ts'
import { expect, expectAccessible, test } from './fixtures.ts'
import { getStores, gotoReady, waitForHydration } from './helpers.ts'
import { DEMO_ADMIN, signInAtStaff } from './staff-helpers.ts'

test.setTimeout(90_000)

test('a chain admin invites a cook by email; the cook sets a password and lands on the store board', async ({
  page,
  request,
}) => {
  const store = (await getStores(request)).find((candidate) => candidate.id === 3)
  expect(store).toBeDefined()
  const storeName = store?.name ?? ''
  const email = `cook-${randomUUID().slice(0, 8)}@reddoordeli.example`

  // The admin signs in at /staff and opens Team from the staff home.
  await signInAtStaff(page, DEMO_ADMIN)
  await page.getByRole('link', { name: 'Team: invite staff and manage access' }).click()
  await page.waitForURL('/staff/team')
  await waitForHydration(page)
  await expect(page.getByRole('heading', { level: 1, name: 'Team' })).toBeVisible()

  // The form checks before sending: a bad email is named on its field, and announced.
  await page.getByLabel('Email').fill('not-an-email')
  await page.getByRole('button', { name: 'Send invitation' }).click()
  await expect(
    page.getByRole('alert').filter({ hasText: 'Please check the highlighted fields.' }),
  ).toBeVisible()
  await expect(page.getByText('Please enter a valid email.').first()).toBeVisible()
  await expectAccessible(page)

  // A new cook, store staff at one store.
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Name', { exact: true }).fill('Casey Cook')
  await expect(page.getByRole('combobox', { name: 'Role' })).toHaveValue('staff')
  // A chain admin invites to any store of the chain: found by search, not a checkbox each. The search
  // sits in the form, and Enter there never sends it, even with many matches and no store chosen.
  const picker = page.getByRole('group', { name: 'Stores' })
  const storeSearch = picker.getByLabel('Find a store to add')
  const chosen = picker.getByRole('status')
  const addButtons = picker.getByRole('button', { name: /^Add .+ #\d+$/ })
  await storeSearch.fill('Deli')
  await expect(picker.getByText(/ stores match/)).toBeVisible()
  await storeSearch.press('Enter')
  await expect(storeSearch).toBeFocused()
  // The down arrow moves into the results' Add buttons, the arrows between them, Escape back to the box.
  await storeSearch.press('ArrowDown')
  await expect(addButtons.nth(0)).toBeFocused()
  await page.keyboard.press('ArrowDown')
  await expect(addButtons.nth(1)).toBeFocused()
  await page.keyboard.press('ArrowUp')
  await expect(addButtons.nth(0)).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(storeSearch).toBeFocused()
  await expect(page.getByText(INVITATION_STORES_REQUIRED)).toHaveCount(0)
  await expect(chosen).toHaveText('Add the stores they will work at.')
  // A result added from the keyboard leaves the list; focus stays in the picker and the addition is said.
  await storeSearch.press('ArrowDown')
  const firstLabel = (await addButtons.nth(0).getAttribute('aria-label')) ?? ''
  const firstStore = firstLabel.replace(/^Add /, '')
  await page.keyboard.press('Enter')
  await expect(chosen).toHaveText(`Added ${firstStore}. 1 store chosen.`)
  await expect(storeSearch).toBeFocused()
  await expect(picker.getByRole('button', { name: firstLabel, exact: true })).toHaveCount(0)
  await picker.getByRole('button', { name: `Remove ${firstStore}`, exact: true }).click()
  await expect(chosen).toHaveText(`Removed ${firstStore}. Add the stores they will work at.`)
  await expect(storeSearch).toBeFocused()
  // Sent without a store: the sentence is on the stores, and the keyboard is taken to their search.
  await page.getByRole('button', { name: 'Send invitation' }).click()
  await expect(picker.getByText(INVITATION_STORES_REQUIRED)).toBeVisible()
  await expect(storeSearch).toBeFocused()
  // Its whole name, one match (names are the chain's own; a number may be part of another journey's
  // new store's name): Enter adds it (its button names the store), and the form is not sent.
  await storeSearch.fill(storeName)
  await expect(picker.getByText('1 store matches.')).toBeVisible()
  await expect(
    picker.getByRole('button', { name: `Add ${storeName} #${store?.id}`, exact: true }),
  ).toBeVisible()
  await storeSearch.press('Enter')
  await expect(chosen).toHaveText(`Added ${storeName} #${store?.id}. 1 store chosen.`)
  await expect(storeSearch).toBeFocused()
  await expect(picker.getByRole('button', { name: `Add ${storeName} #${store?.id}` })).toHaveCount(0)
  await expect(page.getByText(INVITATION_STORES_REQUIRED)).toHaveCount(0)
  await expect(page.getByText(`Invitation sent to ${email}.`)).toHaveCount(0)
  await expect(page.getByText('1 store chosen.')).toBeVisible()
  // The search keeps its width beside the chosen store, and never says a chosen match is missing.
  const search = await page.getByLabel('Find a store to add').boundingBox()
  expect(search?.width ?? 0).toBeGreaterThan(200)
  await expect(page.getByText(/^No store matches/)).toHaveCount(0)
  await page.getByRole('button', { name: 'Send invitation' }).click()
  await expect(page.getByRole('status').filter({ hasText: `Invitation sent to ${email}.` })).toBeVisible()
  await expect(page.getByRole('button', { name: `Withdraw the invitation to ${email}` })).toBeVisible()
  // The form starts the next invitation afresh: no store chosen, an empty store search.
  await expect(picker.getByRole('status').first()).toHaveText('Add the stores they will work at.')
  await expect(picker.getByLabel('Find a store to add')).toHaveValue('')
  await expectAccessible(page)

  // The mail is in the dev mailbox; its link opens the invitation.
  const link = await mailboxLink(page, email, '/staff/invitation/')
  expect(link).toMatch(/^\/staff\/invitation\/[A-Za-z0-9_-]{43}$/)
  await gotoReady(page, link)
  await expect(page.getByRole('heading', { level: 1, name: 'Join the team, Casey Cook' })).toBeVisible()
  await expect(page.getByText(storeName, { exact: true })).toBeVisible()
  await expect(page.getByText('Alex Admin', { exact: true })).toBeVisible()
  // Nothing typed breaks only the minimum: the maximum is not 'not met' by an empty password.
  const criteria = page.getByRole('list', { name: 'Password criteria' })
  await expect(criteria.getByRole('listitem').filter({ hasText: '(not met)' })).toHaveText([
    /^At least \d+ characters/,
  ])
  await expectAccessible(page)

  await page.getByLabel('Password', { exact: true }).fill('Pastrami-on-rye-77')
  await page.getByLabel('Confirm password', { exact: true }).fill('Pastrami-on-rye-77')
  await page.getByRole('button', { name: 'Create my account' }).click()
  await page.waitForURL(`/staff/board/${store?.id}`)
  await waitForHydration(page)
  await expect(page.getByRole('heading', { level: 1, name: storeName })).toBeVisible()
  // Store staff see no Team link.
  await expect(page.getByRole('link', { name: 'Team' })).toHaveCount(0)

  // The link works once: opened again, it says so clearly, and answers as gone (410).
  const reopened = await page.goto(link)
  expect(reopened?.status()).toBe(410)
  await gotoReady(page, link)
  await expect(
    page.getByRole('alert').filter({ hasText: 'This invitation has already been used.' }),
  ).toBeVisible()
  await expectAccessible(page)
  expect((await page.goto('/staff/invitation/made-up-token'))?.status()).toBe(404)
  await gotoReady(page, '/staff/invitation/made-up-token')
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: 'This invitation link is not valid. Check the link in your email.' }),
  ).toBeVisible()
})
