import { readFileSync } from 'node:fs'
import type { TGuestsReport, TLocation, TOrder, TOrderMixReport, TSalesReport } from '@deli/contracts'
import { REPORT_DAYS_REVERSED } from '@deli/contracts/report-constants'
import { REGION_NAMES, shiftDay, storeToday } from '@deli/domain'
import type { APIRequestContext, Page, TestInfo } from '@playwright/test'
import { placeOrderThroughApi, signedInMember } from './account-helpers.ts'
import { expect, expectAccessible, test } from './fixtures.ts'
import { API_HEADERS, getStores, gotoReady, isPhone, money, waitForHydration } from './helpers.ts'
import { DEMO_ADMIN, DEMO_MANAGER, DEMO_STORE_STAFF, signInAtStaff } from './staff-helpers.ts'

/**
 * The operator reports (ADR 064): a manager reads their store's sales for a range, the table agreeing
 * with the orders this journey placed, then by hour of day, and downloads exactly the table as CSV;
 * the chain admin reads the chain; store staff are refused it. Stores 2 and 3 (the demo manager's)
 * take no other journey's orders; the figures are read before and after this journey's orders, so an
 * order someone else placed meanwhile would show as a difference, never be hidden.
 */
/** Two of the demo manager's stores, one per project (both run at once), where no journey orders. */
const storeOf = (testInfo: TestInfo) => (isPhone(testInfo) ? 3 : 2)
/** The demo manager's stores (README: stores 1–3). */
const DEMO_MANAGER_STORES = [1, 2, 3]
test.setTimeout(120_000)

const salesOf = async (request: APIRequestContext, query: string) => {
  const response = await request.get(`/api/v1/staff/reports/sales?${query}`, { headers: API_HEADERS })
  expect(response.ok(), await response.text()).toBe(true)
  return ((await response.json()) as { data: TSalesReport }).data
}

/** Another report's data (the order mix or guests, ADR 064's amendment). */
const reportOf = async <TReport>(request: APIRequestContext, path: string) => {
  const response = await request.get(`/api/v1/staff/reports/${path}`, { headers: API_HEADERS })
  expect(response.ok(), await response.text()).toBe(true)
  return ((await response.json()) as { data: TReport }).data
}

/** The table's cells, row by row (header first), as the page shows them. */
const tableCells = (page: Page, caption: RegExp) =>
  page
    .getByRole('table', { name: caption })
    .evaluate((table) =>
      [...(table as HTMLTableElement).rows].map((row) =>
        [...row.cells].map((cell) => cell.textContent ?? ''),
      ),
    )

/** One CSV line's fields (RFC 4180: a quoted field may hold commas and doubled quotes). */
const csvCells = (line: string) =>
  [...line.matchAll(/(?:^|,)("(?:[^"]|"")*"|[^,]*)/g)].map((match) => {
    const field = match[1] ?? ''
    return field.startsWith('"') ? field.slice(1, -1).replaceAll('""', '"') : field
  })

async function showReport(page: Page, choose: { from?: string; to?: string; by: string }) {
  if (choose.from && choose.to) {
    await page.getByLabel('Dates', { exact: true }).selectOption({ label: 'Choose days' })
    await page.getByLabel('From', { exact: true }).fill(choose.from)
    await page.getByLabel('To', { exact: true }).fill(choose.to)
  }
  await page.getByLabel('Group by', { exact: true }).selectOption({ label: choose.by })
  await page.getByRole('button', { name: 'Show report' }).click()
}

test('a manager reads their store’s sales by day and hour, downloads the table; the admin reads the chain; store staff are refused it', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  const storeId = storeOf(testInfo)
  const store = (await getStores(page.request)).find((candidate) => candidate.id === storeId) as TLocation
  const today = storeToday(new Date(), 'America/Chicago')
  const from = shiftDay(today, -6)
  const query = `from=${from}&to=${today}&by=day&store_id=${storeId}`

  // The manager signs in (their own browser, at the project's width) and the figures before this journey's orders are read.
  const managerContext = await browser.newContext({ baseURL, viewport: page.viewportSize() })
  const manager = await managerContext.newPage()
  await signInAtStaff(manager, DEMO_MANAGER)
  const before = (await salesOf(manager.request, query)).total
  const rangeQuery = `from=${from}&to=${today}&store_id=${storeId}`
  const mixBefore = await reportOf<TOrderMixReport>(manager.request, `order-mix?${rangeQuery}`)
  const guestsBefore = await reportOf<TGuestsReport>(manager.request, `guests?${rangeQuery}`)

  // A member orders twice at the store.
  const member = await signedInMember(page)
  const orders: TOrder[] = []
  for (let count = 0; count < 2; count++) orders.push(await placeOrderThroughApi(page, member, store))
  const sum = (pick: (order: TOrder) => number) => orders.reduce((total, order) => total + pick(order), 0)
  const netSales = before.netSales + sum((order) => order.totals.subtotal - order.totals.discount)
  const orderCount = before.orders + orders.length

  // The manager opens the sales report from the staff home: the last seven days at the store, by day.
  await gotoReady(manager, '/staff')
  await manager.getByRole('link', { name: /^Reports:/ }).click()
  await manager.waitForURL('**/staff/reports')
  await waitForHydration(manager)
  await expect(manager.getByRole('heading', { level: 1, name: /Reports/ })).toBeVisible()
  // The regions offered are the states of the manager's own stores, not every state.
  const managerStates = new Set(
    (await getStores(manager.request))
      .filter((candidate) => DEMO_MANAGER_STORES.includes(candidate.id))
      .map((candidate) => REGION_NAMES[candidate.state]),
  )
  const offered = await manager.locator('optgroup[label="Regions"] option').allTextContents()
  expect(offered.sort()).toEqual([...managerStates].sort())
  // Days chosen the wrong way round are refused beside the field, before anything is asked.
  await showReport(manager, { from: today, to: from, by: 'Day' })
  await expect(manager.getByRole('alert').filter({ hasText: REPORT_DAYS_REVERSED })).toBeVisible()
  await expect(manager.getByLabel('To', { exact: true })).toHaveAttribute('aria-invalid', 'true')
  await manager.getByLabel('Stores', { exact: true }).selectOption({ label: store.name })
  await showReport(manager, { from, to: today, by: 'Day' })
  await expect(
    manager.getByRole('heading', { level: 2, name: `Sales, ${from} to ${today}: ${store.name}` }),
  ).toBeVisible()
  // Each day in a heading stays on one line, on a phone too (it would break at its hyphens).
  const lines = await manager
    .locator('h2 .reports__day')
    .evaluateAll((days) => days.map((day) => day.getClientRects().length))
  expect(lines.length).toBeGreaterThan(1)
  expect(lines.every((count) => count === 1)).toBe(true)
  await expect(manager.getByRole('figure', { name: /net sales by day/ })).toBeVisible()
  const byDay = await tableCells(manager, /^Sales by day/)
  expect(byDay).toHaveLength(8)
  const header = byDay[0] ?? []
  const todayRow = byDay.find((row) => row[0] === today) ?? []
  expect(todayRow[header.indexOf('Orders')]).toBe(String(orderCount))
  expect(todayRow[header.indexOf('Net sales')]).toBe(money(netSales))
  expect(todayRow[header.indexOf('Tips')]).toBe(money(before.tips + sum((order) => order.totals.tip)))
  expect(todayRow[header.indexOf('Tax')]).toBe(money(before.tax + sum((order) => order.totals.tax)))

  // The order mix and guests sections agree with the two orders: mealtime, a new member who returned.
  const mix = await tableCells(manager, /^Orders by menu, timing and group order/)
  const mealtimeBefore = mixBefore.rows.find((row) => row.value === 'mealtime')?.orders ?? 0
  expect(mix.find((row) => row[1] === 'Mealtime')?.[2]).toBe(String(mealtimeBefore + 2))
  const guests = await tableCells(manager, /^Members' orders, sign-ups and points by day/)
  const guestsToday = guests.find((row) => row[0] === today) ?? []
  const dayBefore = guestsBefore.days.find((day) => day.day === today)
  expect(guestsToday[1]).toBe(String((dayBefore?.newMembers ?? 0) + 1))
  expect(guestsToday[2]).toBe(String((dayBefore?.returningMembers ?? 0) + 1))
  await expect(manager.getByRole('figure', { name: /members' orders by day/ })).toBeVisible()
  await expectAccessible(manager)

  // By hour of day: the hours add up to the same orders and net sales.
  await showReport(manager, { by: 'Hour of day' })
  const byHour = await tableCells(manager, /^Sales by hour of day/)
  expect(byHour).toHaveLength(25)
  const hours = byHour.slice(1)
  expect(hours.reduce((total, row) => total + Number(row[header.indexOf('Orders')]), 0)).toBe(orderCount)
  await expectAccessible(manager)

  // The CSV holds exactly the table shown.
  const [download] = await Promise.all([
    manager.waitForEvent('download'),
    manager.getByRole('link', { name: 'Download CSV' }).click(),
  ])
  expect(download.suggestedFilename()).toBe(`sales-store-${storeId}-${from}-${today}-by-hour.csv`)
  const csv = readFileSync(String(await download.path()), 'utf8')
  const csvRows = csv.trimEnd().split('\r\n').map(csvCells)
  expect(csvRows).toEqual(byHour)

  // The filters are in the address: a reload shows the same report, and Back the one before it.
  await expect(manager).toHaveURL(new RegExp(`[?&]store_id=${storeId}&by=hour$`))
  await manager.reload()
  await waitForHydration(manager)
  await expect(manager.getByLabel('Group by', { exact: true })).toHaveValue('hour')
  await expect(manager.getByLabel('From', { exact: true })).toHaveValue(from)
  expect(await tableCells(manager, /^Sales by hour of day/)).toEqual(byHour)
  await manager.goBack()
  await expect(manager.getByLabel('Group by', { exact: true })).toHaveValue('day')
  expect(await tableCells(manager, /^Sales by day/)).toEqual(byDay)
  await managerContext.close()

  // The chain admin reads the whole chain.
  const adminContext = await browser.newContext({ baseURL })
  const admin = await adminContext.newPage()
  await signInAtStaff(admin, DEMO_ADMIN)
  await gotoReady(admin, '/staff/reports')
  await expect(admin.getByRole('heading', { level: 2, name: /: the chain \(\d+ stores\)$/ })).toBeVisible()
  // The regions offered are the chain's (every guest-facing store's state among them), not every state.
  const chainStates = new Set(
    (await getStores(admin.request)).map((candidate) => REGION_NAMES[candidate.state]),
  )
  const adminOffered = await admin.locator('optgroup[label="Regions"] option').allTextContents()
  expect(adminOffered).toEqual(expect.arrayContaining([...chainStates]))
  expect(adminOffered).not.toContain('Wyoming')
  // Any one store by its number (none is listed to an admin: the chain may have 40,000).
  await waitForHydration(admin)
  await admin.getByLabel('Stores', { exact: true }).selectOption({ label: 'A store by its number' })
  await admin.getByRole('button', { name: 'Show report' }).click()
  await expect(admin.getByLabel('Store number')).toBeFocused()
  await expect(admin.getByText('Type the store’s number, like 12.')).toBeVisible()
  // A number the chain has no store for: the API's sentence beside the field, the keyboard back on it.
  await admin.getByLabel('Store number').fill('999999')
  await admin.getByRole('button', { name: 'Show report' }).click()
  await expect(admin.getByLabel('Store number')).toHaveAttribute('aria-invalid', 'true')
  await expect(admin.getByText('There is no such store.')).toBeVisible()
  await expect(admin.getByLabel('Store number')).toBeFocused()
  await admin.getByLabel('Store number').fill(String(storeId))
  await admin.getByRole('button', { name: 'Show report' }).click()
  await expect(
    // The store typed by its number is named, as a manager's own store is.
    admin.getByRole('heading', { level: 2, name: new RegExp(`^Sales, .+: ${store.name}$`) }),
  ).toBeVisible()
  // Reloaded, then Back: the address without filters shows the admin's first report again.
  await admin.reload()
  await waitForHydration(admin)
  await admin.goBack()
  await admin.goBack()
  await expect(admin).toHaveURL(/\/staff\/reports$/)
  await expect(admin.getByRole('heading', { level: 2, name: /: the chain \(\d+ stores\)$/ })).toBeVisible()
  await adminContext.close()

  // Store staff see today at their store, and are refused the chain.
  const staffContext = await browser.newContext({ baseURL })
  const staff = await staffContext.newPage()
  await signInAtStaff(staff, DEMO_STORE_STAFF)
  // An address asking for more than they may read opens their own report, and then says so.
  await gotoReady(staff, '/staff/reports?preset=last_month&store_id=99&by=week')
  await expect(staff.getByRole('heading', { level: 2, name: /^Sales, .+: Red Door Deli/ })).toBeVisible()
  await expect(staff).toHaveURL(/\?preset=today&store_id=\d+&by=hour$/)
  await expect(
    staff.getByLabel('Stores', { exact: true }).locator('option', { hasText: 'The whole chain' }),
  ).toHaveCount(0)
  const refused = await staff.request.get(`/api/v1/staff/reports/sales?from=${today}&to=${today}`, {
    headers: API_HEADERS,
  })
  expect(refused.status()).toBe(403)
  expect(((await refused.json()) as { message: string }).message).toBe(
    "Store staff can see only today's figures of their own store.",
  )
  await expectAccessible(staff)
  await staffContext.close()
})
