import type { TCart, TLocation } from '@deli/contracts'
import { CLOSED_DAYS_TITLE, closedDayText, formatDay, isOpenAt } from '@deli/domain'
import type { APIRequestContext, TestInfo } from '@playwright/test'
import { expect, expectAccessible, test } from './fixtures.ts'
import {
  API_HEADERS,
  getMenu,
  getStores,
  gotoReady,
  isPhone,
  menuProducts,
  waitForHydration,
} from './helpers.ts'
import { pickForProject, pickupStoresOpenTomorrowAt, storeDay } from './ordering-helpers.ts'
import { DEMO_ADMIN, DEMO_MANAGER, signInAtStaff } from './staff-helpers.ts'

/**
 * The demo store manager works at stores 1–3; the other journeys order at store 1. Phone and desktop
 * run side by side, so each takes its own store (one pausing ASAP must not meet the other resuming it).
 */
const managerStore = (testInfo: TestInfo) => (isPhone(testInfo) ? 3 : 2)

test.setTimeout(90_000)

const guestMenuNames = async (request: APIRequestContext, menuId: number) =>
  menuProducts(await getMenu(request, menuId)).map((product) => product.name)

/** The order time a guest's new basket at the menu is offered. */
async function guestTime(request: APIRequestContext, menuId: number) {
  const response = await request.post('/api/v1/carts', { headers: API_HEADERS, data: { menu_id: menuId } })
  expect(response.status()).toBe(201)
  return ((await response.json()).data as TCart).time
}
const guestAsapAvailable = async (request: APIRequestContext, menuId: number) =>
  (await guestTime(request, menuId)).asapAvailable

test("a manager 86s an item and pauses ASAP: a guest's menu and basket follow at once", async ({
  page,
  request,
}, testInfo) => {
  const storeId = managerStore(testInfo)
  const store = (await getStores(request)).find((candidate) => candidate.id === storeId)
  expect(store).toBeDefined()
  const menuId = store?.menu_id ?? 0
  const item = menuProducts(await getMenu(request, menuId)).at(-1)
  expect(item).toBeDefined()
  const name = item?.name ?? ''

  await signInAtStaff(page, DEMO_MANAGER)
  await page.getByRole('link', { name: store?.name }).click()
  await page.waitForURL(/\/staff\/board\/\d+$/)
  await waitForHydration(page)
  await page.getByRole('link', { name: 'Availability' }).click()
  await page.waitForURL(`/staff/availability/${storeId}`)
  await waitForHydration(page)
  await expect(page.getByRole('heading', { level: 1, name: `Availability – ${store?.name}` })).toBeVisible()
  // One navigation on every staff page: the chain's areas a manager may open, then this store's
  // pages, the current one marked; the staff home always a link away.
  const areas = page.getByRole('navigation', { name: 'Staff areas' }).getByRole('link')
  await expect(areas).toHaveText(['Catalogue', 'Stores', 'Promotions', 'Audit trail', 'Reports', 'Team'])
  const storePages = page.getByRole('navigation', { name: `Store pages: ${store?.name}` }).getByRole('link')
  await expect(storePages).toHaveText([
    'Order board',
    'Orders',
    'Availability',
    'Hours',
    'Kiosks',
    'Prices',
    'Activity',
    'Settings',
  ])
  await expect(storePages.filter({ hasText: 'Availability' })).toHaveAttribute('aria-current', 'page')
  if (isPhone(testInfo)) {
    // On a phone each row is one line of pills that scrolls sideways, not 13 pills filling the screen.
    const rows = await page
      .locator('.staff-nav ul')
      .evaluateAll((lists) =>
        lists.map((list) => ({ height: list.clientHeight, scrolls: list.scrollWidth > list.clientWidth })),
      )
    expect(rows).toEqual([
      { height: expect.any(Number), scrolls: true },
      { height: expect.any(Number), scrolls: true },
    ])
    for (const row of rows) expect(row.height).toBeLessThan(60)
  }
  await expect(page.getByRole('link', { name: 'Staff home' })).toHaveAttribute('href', '/staff')
  // Past two rows of links in one key: the skip link is the page's first stop and lands on its content.
  await page.locator('body').focus()
  await page.keyboard.press('Tab')
  const skip = page.getByRole('link', { name: 'Skip to content' })
  await expect(skip).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page.locator('#staff-content')).toBeFocused()
  await expectAccessible(page)

  // Every item's choice has a name of its own: the catering boxes' option named like the sandwich
  // says whose it is.
  await page.getByLabel('Search items and options').fill('Smoked Turkey & Swiss')
  const choiceNames = await page.locator('.availability__choice .visually-hidden').allTextContents()
  expect(choiceNames.length).toBeGreaterThan(1)
  expect(choiceNames).toContain('Availability of Smoked Turkey & Swiss')
  expect(new Set(choiceNames).size).toBe(choiceNames.length)
  await page.getByLabel('Search items and options').fill('')

  try {
    // 86 the item until further notice, found through the search (typed, then reached by keyboard).
    await page.getByLabel('Search items and options').fill(name)
    await page.keyboard.press('Tab')
    const choice = page.getByRole('combobox', { name: `Availability of ${name}`, exact: true })
    await expect(choice).toBeFocused()
    await choice.selectOption({ label: '86’d until further notice' })
    await expect(
      page.getByRole('status').filter({ hasText: `${name}: 86’d until further notice.` }),
    ).toBeVisible()
    // Saving it did not drop the keyboard to the page's start.
    await expect(choice).toBeFocused()
    expect(await guestMenuNames(request, menuId)).not.toContain(name)

    // Pause ASAP: a guest's new basket cannot order ASAP.
    const pause = page.getByRole('button', { name: 'Pause ASAP orders' })
    await pause.click()
    await expect(pause).toHaveAttribute('aria-pressed', 'true')
    await expect(pause).toBeFocused()
    await expect(page.getByRole('status').filter({ hasText: 'ASAP orders are paused.' })).toBeVisible()
    expect(await guestAsapAvailable(request, menuId)).toBe(false)
    await expectAccessible(page)
  } finally {
    // Back on: the item returns to the menu, ASAP resumes (the demo chain is shared by the other journeys).
    await page
      .getByRole('combobox', { name: `Availability of ${name}`, exact: true })
      .selectOption({ label: 'On the menu' })
    await expect(page.getByRole('status').filter({ hasText: `${name} is back on the menu.` })).toBeVisible()
    const pause = page.getByRole('button', { name: 'Pause ASAP orders' })
    if ((await pause.getAttribute('aria-pressed')) === 'true') await pause.click()
    await expect(pause).toHaveAttribute('aria-pressed', 'false')
  }
  expect(await guestMenuNames(request, menuId)).toContain(name)
  // Every staff page signs out, back to the sign-in.
  await page.getByRole('button', { name: 'Sign out' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Staff sign-in' })).toBeVisible()
})

test("a chain admin adds lead time and closes tomorrow and a day next year (named with its year): a guest's earliest time and days follow, and come back", async ({
  page,
  request,
}, testInfo) => {
  // Not the manager's stores (the journey above pauses them) nor the Hours journey's (the first two
  // from the end). Extra lead time moves a guest's earliest time only where the store is open now (and
  // stays open): there it must move; in a store closed for the next hours the earliest is its next
  // opening, which an hour of lead must leave where it is. Whichever the hour of the run, one of them.
  const fromTheEnd = pickupStoresOpenTomorrowAt(await getStores(request), '12:00').reverse()
  const usable = fromTheEnd.slice(2).filter((candidate) => candidate.id !== 2 && candidate.id !== 3)
  const now = Date.now()
  const isOpenIn = (candidate: TLocation, hours: number) =>
    isOpenAt(candidate.hours.pickup ?? [], new Date(now + hours * 3_600_000), candidate.timezone)
  const openStores = usable.filter((candidate) => isOpenIn(candidate, 0) && isOpenIn(candidate, 3))
  const closedStores = usable.filter((candidate) => !isOpenIn(candidate, 0) && !isOpenIn(candidate, 3))
  const leadMoves = openStores.length >= 2
  const store: TLocation = pickForProject(leadMoves ? openStores : closedStores, testInfo)
  const { day: tomorrow } = storeDay(store.timezone, 1)
  // A closed day names its year when it is not the store's current one: 370 days on always is not.
  const { day: today } = storeDay(store.timezone, 0)
  const { day: nextYearDay } = storeDay(store.timezone, 370)
  const closedDay = (day: string) => formatDay(day, { year: { unlessYearOf: today } })
  const before = await guestTime(request, store.menu_id)
  expect(before.days).toContain(tomorrow)
  const earliest = before.earliest ?? ''
  expect(earliest).not.toBe('')

  await signInAtStaff(page, DEMO_ADMIN)
  await gotoReady(page, `/staff/availability/${store.id}`)
  await waitForHydration(page)
  await expect(page.getByRole('heading', { level: 1, name: `Availability – ${store.name}` })).toBeVisible()
  try {
    await page.getByLabel('Extra lead time').selectOption({ label: '+60 minutes' })
    await expect(page.getByRole('status')).toHaveText('Orders now need 60 more minutes.')
    const later = (await guestTime(request, store.menu_id)).earliest ?? ''
    if (leadMoves) expect(later > earliest, `${later} after ${earliest}`).toBe(true)
    else expect(later, 'a closed store: its next opening stays the earliest').toBe(earliest)

    const message = 'Closed for the storm. Stay safe!'
    await page
      .getByLabel('Day', { exact: true })
      .fill(`${tomorrow.slice(0, 4)}-${tomorrow.slice(4, 6)}-${tomorrow.slice(6)}`)
    await page.getByLabel('Message for guests').fill(message)
    await page.getByRole('button', { name: 'Close that day' }).click()
    await expect(page.getByRole('status')).toHaveText(`Closed on ${closedDay(tomorrow)}.`)
    await expect(page.getByText(message)).toBeVisible()
    // The keyboard keeps its place while the day is saved.
    await expect(page.getByRole('button', { name: 'Close that day' })).toBeFocused()
    expect((await guestTime(request, store.menu_id)).days).not.toContain(tomorrow)
    await expectAccessible(page)
    // Guests read it on the store's page, under its hours.
    await gotoReady(page, `/locations/${store.path}`)
    await expect(page.getByRole('list', { name: CLOSED_DAYS_TITLE })).toHaveText(
      closedDayText({ day: tomorrow, message }),
    )
    await expectAccessible(page)
    await gotoReady(page, `/staff/availability/${store.id}`)
    await waitForHydration(page)

    await page.getByRole('button', { name: `Open ${closedDay(tomorrow)} again` }).click()
    await expect(page.getByRole('status')).toHaveText(`Open again on ${closedDay(tomorrow)}.`)
    // Its button gone with the closure, the keyboard is at the section's heading, not lost.
    await expect(page.getByRole('heading', { name: 'Close for a day' })).toBeFocused()
    expect((await guestTime(request, store.menu_id)).days).toContain(tomorrow)

    const nextYearText = `${formatDay(nextYearDay)}, ${nextYearDay.slice(0, 4)}`
    await page
      .getByLabel('Day', { exact: true })
      .fill(`${nextYearDay.slice(0, 4)}-${nextYearDay.slice(4, 6)}-${nextYearDay.slice(6)}`)
    await page.getByLabel('Message for guests').fill('Closed for the refit.')
    await page.getByRole('button', { name: 'Close that day' }).click()
    await expect(page.getByRole('status')).toHaveText(`Closed on ${nextYearText}.`)
    await expect(page.getByRole('listitem').filter({ hasText: 'Closed for the refit.' })).toContainText(
      `${nextYearText} — Closed for the refit.`,
    )
    await page.getByRole('button', { name: `Open ${nextYearText} again` }).click()
    await expect(page.getByRole('status')).toHaveText(`Open again on ${nextYearText}.`)

    await page.getByLabel('Extra lead time').selectOption({ label: 'None' })
    await expect(page.getByRole('status')).toHaveText('No extra lead time.')
    // Back without the hour (the clock moves on meanwhile, so not necessarily the very same slot).
    const after = (await guestTime(request, store.menu_id)).earliest ?? ''
    if (leadMoves) expect(after < later, `${after} before ${later}`).toBe(true)
    else expect(after).toBe(earliest)
  } finally {
    // The demo chain is shared by every journey: whatever happened, the store is as it was.
    const base = `/api/v1/staff/stores/${store.id}`
    await page.request.delete(`${base}/closures/${tomorrow}`, { headers: API_HEADERS })
    await page.request.delete(`${base}/closures/${nextYearDay}`, { headers: API_HEADERS })
    const timing = await page.request.put(`${base}/timing`, {
      headers: API_HEADERS,
      data: { asap_paused: false, extra_lead_minutes: 0 },
    })
    expect(timing.status()).toBe(200)
  }
})
