import type { TCart, TLocation, TOpeningPeriod } from '@deli/contracts'
import type { APIRequestContext, Page } from '@playwright/test'
import { expect, expectAccessible, test } from './fixtures.ts'
import { API_HEADERS, getStores, gotoReady, waitForHydration } from './helpers.ts'
import { pickForProject, pickupStoresOpenTomorrowAt, storeDay } from './ordering-helpers.ts'
import { DEMO_ADMIN, DEMO_MANAGER, signInAtStaff } from './staff-helpers.ts'

test.setTimeout(90_000)

const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']

/** Tomorrow's pickup times a guest's new basket at the store is offered. */
async function guestTimesTomorrow(request: APIRequestContext, store: TLocation): Promise<string[]> {
  const created = await request.post('/api/v1/carts', {
    headers: API_HEADERS,
    data: { menu_id: store.menu_id },
  })
  expect(created.status()).toBe(201)
  const cart = (await created.json()).data as TCart
  const { day } = storeDay(store.timezone, 1)
  // The request context keeps the guest session cookie POST carts set.
  const times = await request.get(`/api/v1/carts/${cart.id}/times?day=${day}`, { headers: API_HEADERS })
  expect(times.status()).toBe(200)
  return (await times.json()).data.times
}

/** Puts the store's pickup week and capacity back (the demo chain is shared by every journey). */
async function restore(page: Page, store: TLocation) {
  const base = `/api/v1/staff/stores/${store.id}`
  const hours = await page.request.put(`${base}/hours/pickup`, {
    headers: API_HEADERS,
    data: { periods: store.hours.pickup as TOpeningPeriod[] },
  })
  expect(hours.status()).toBe(200)
  const capacity = await page.request.put(`${base}/capacity`, {
    headers: API_HEADERS,
    data: { slot_capacity: null },
  })
  expect(capacity.status()).toBe(200)
}

test("a chain admin edits a store's pickup hours and capacity: a guest's offered times follow at once", async ({
  page,
  request,
}, testInfo) => {
  // Stores at the end of the list: the ordering journeys take theirs from the front.
  const store = pickForProject(
    pickupStoresOpenTomorrowAt(await getStores(request), '12:00').reverse(),
    testInfo,
  )
  const tomorrow = DAY_NAMES[storeDay(store.timezone, 1).weekday] as string
  await signInAtStaff(page, DEMO_ADMIN)
  await gotoReady(page, `/staff/hours/${store.id}`)
  await waitForHydration(page)
  await expect(page.getByRole('heading', { level: 1, name: `Hours – ${store.name}` })).toBeVisible()
  await expectAccessible(page)

  try {
    // Capacity: the rule's sentence before anything is sent, then the store's own number.
    const capacity = page.getByLabel('Orders per time slot')
    await capacity.fill('0')
    await page.getByRole('button', { name: 'Save capacity' }).click()
    await expect(page.getByRole('alert')).toHaveText(
      'Choose between 1 and 1,000 orders per 15-minute time slot.',
    )
    await capacity.fill('3')
    await page.getByRole('button', { name: 'Save capacity' }).click()
    await expect(page.getByRole('status')).toHaveText('Now 3 orders per time slot.')
    await expect(page.getByText('Now 3 orders per 15-minute time slot.')).toBeVisible()
    await expect(page.getByRole('alert')).toHaveCount(0)

    // Tomorrow's pickup hours become 12:00–13:00.
    await expect(page.getByLabel('Hours for')).toHaveValue('pickup')
    const day = page.getByRole('group', { name: tomorrow })
    const removals = day.getByRole('button', { name: /^Remove / })
    while ((await removals.count()) > 1) await removals.last().click()
    // Each time field names its day, not only 'Opens' as its thirteen neighbours do.
    await day.getByLabel(`Opens on ${tomorrow}`, { exact: true }).fill('12:00')
    await day.getByLabel(`Closes on ${tomorrow}`, { exact: true }).fill('13:00')
    await page.getByRole('button', { name: 'Save pickup hours' }).click()
    await expect(page.getByRole('status')).toHaveText('Pickup hours saved.')
    // Said beside the button too (the status is at the page's top), and the keyboard stays on it.
    await expect(page.locator('.week__said')).toHaveText('Pickup hours saved.')
    await expect(page.getByRole('button', { name: 'Save pickup hours' })).toBeFocused()
    const { day: date } = storeDay(store.timezone, 1)
    expect(await guestTimesTomorrow(request, store)).toEqual(
      ['12:00', '12:15', '12:30', '12:45'].map((time) => `${date} ${time}`),
    )

    // A second period that overlaps is refused with the API's own sentence; moved, it is saved.
    await day.getByRole('button', { name: `Add hours on ${tomorrow}` }).click()
    await day.getByLabel('Opens').nth(1).fill('12:30')
    await day.getByLabel('Closes').nth(1).fill('15:00')
    await page.getByRole('button', { name: 'Save pickup hours' }).click()
    await expect(page.getByRole('alert')).toHaveText(`${tomorrow}'s hours overlap. Please fix them.`)
    await day.getByLabel('Opens').nth(1).fill('14:00')
    await page.getByRole('button', { name: 'Save pickup hours' }).click()
    await expect(page.getByRole('status')).toHaveText('Pickup hours saved.')
    const times = await guestTimesTomorrow(request, store)
    expect(times).toContain(`${date} 14:00`)
    expect(times).not.toContain(`${date} 13:00`)
    await expectAccessible(page)

    // The store's Activity page says who did each of it, newest first.
    await page.getByRole('link', { name: 'Activity' }).click()
    await page.waitForURL(`**/staff/activity/${store.id}`)
    await waitForHydration(page)
    await expect(page.getByRole('heading', { level: 1, name: `Activity – ${store.name}` })).toBeVisible()
    const entries = page.getByRole('listitem').filter({ hasText: 'Alex Admin' })
    // The latest says what it changed: the second period added tomorrow, nothing else.
    await expect(entries.first()).toContainText(
      `Changed the pickup hours: ${tomorrow} from 12:00 PM – 1:00 PM to 12:00 PM – 1:00 PM, 2:00 PM – 3:00 PM`,
    )
    await expect(entries.filter({ hasText: 'Set orders per time slot to 3' })).toHaveCount(1)
    await expectAccessible(page)
  } finally {
    await restore(page, store)
  }
})

test('a manager refused a store or a page is told why and led back to the staff home, not the guest site', async ({
  page,
}) => {
  await signInAtStaff(page, DEMO_MANAGER)
  // Store 5 is not one of the demo manager's (stores 1–3); creating stores is a chain admin's.
  // An error page has no footer to wait for hydration on: plain navigations.
  const refused = await page.goto('/staff/hours/5')
  expect(refused?.status()).toBe(403)
  await expect(page.getByRole('heading', { level: 1, name: 'You cannot open this page' })).toBeVisible()
  // The tab says what the page says.
  await expect(page).toHaveTitle('You cannot open this page | Red Door Deli')
  await expect(page.getByText(/try again in a moment/)).toHaveCount(0)
  await expect(page.getByText('You do not work at this store.')).toBeVisible()
  await expectAccessible(page)

  const otherActivity = await page.goto('/staff/activity/5')
  expect(otherActivity?.status()).toBe(403)

  const adminOnly = await page.goto('/staff/back-office/stores/new')
  expect(adminOnly?.status()).toBe(403)
  await expect(page.getByText('Only a chain admin can create stores.')).toBeVisible()
  await page.getByRole('link', { name: 'Back to staff home' }).click()
  await expect(page).toHaveURL(/\/staff$/)
})
