import { readFileSync } from 'node:fs'
import type { TLocation } from '@deli/contracts'
import { shiftDay, storeToday } from '@deli/domain'
import type { Page } from '@playwright/test'
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
import { DEMO_MANAGER, signInAtStaff } from './staff-helpers.ts'

/**
 * The kitchen and capacity report and the items 86'd (ADR 064): a manager 86s an item at their store
 * and brings it back, then reads the kitchen by hour and by weekday (chart, table, summary and CSV
 * agreeing) and finds the item among those 86'd. The demo manager's stores 2 and 3 (one per
 * project); the third-to-last item, which no other journey holds or orders, is back at once.
 */
test.setTimeout(120_000)

const tableCells = (page: Page, name: RegExp) =>
  page
    .getByRole('table', { name })
    .evaluate((table) =>
      [...(table as HTMLTableElement).rows].map((row) =>
        [...row.cells].map((cell) => cell.textContent ?? ''),
      ),
    )

const csvCells = (line: string) =>
  [...line.matchAll(/(?:^|,)("(?:[^"]|"")*"|[^,]*)/g)].map((match) => {
    const field = match[1] ?? ''
    return field.startsWith('"') ? field.slice(1, -1).replaceAll('""', '"') : field
  })

test('a manager reads the kitchen by hour and weekday, downloads it, and sees the item they 86’d', async ({
  page,
}, testInfo) => {
  const storeId = isPhone(testInfo) ? 3 : 2
  const store = (await getStores(page.request)).find((candidate) => candidate.id === storeId) as TLocation
  const item = menuProducts(await getMenu(page.request, store.menu_id)).at(-3)
  if (!item) throw new Error(`No items on menu ${store.menu_id}`)
  await signInAtStaff(page, DEMO_MANAGER)

  // The manager 86s the item for today and brings it back.
  const holds = `/api/v1/staff/stores/${store.id}/holds`
  const held = await page.request.put(holds, {
    headers: API_HEADERS,
    data: { kind: 'product', id: item.product_id, length: 'today' },
  })
  expect(held.status()).toBe(200)
  const released = await page.request.delete(`${holds}/product/${item.product_id}`, { headers: API_HEADERS })
  expect(released.status()).toBe(200)

  // The last seven days at the store.
  const today = storeToday(new Date(), store.timezone)
  const from = shiftDay(today, -6)
  await gotoReady(page, '/staff/reports')
  await waitForHydration(page)
  await page.getByLabel('Stores', { exact: true }).selectOption({ label: store.name })
  await page.getByLabel('Dates', { exact: true }).selectOption({ label: 'Choose days' })
  await page.getByLabel('From', { exact: true }).fill(from)
  await page.getByLabel('To', { exact: true }).fill(today)
  await page.getByRole('button', { name: 'Show report' }).click()

  // The kitchen by hour: a chart, and 24 hours whose bookings add up to the summary's.
  await expect(page.getByRole('heading', { level: 2, name: 'Kitchen and capacity' })).toBeVisible()
  await expect(
    page.getByRole('figure', { name: /orders booked beside capacity by hour of day/ }),
  ).toBeVisible()
  const byHour = await tableCells(page, /^Kitchen and capacity by hour of day/)
  expect(byHour).toHaveLength(25)
  const header = byHour[0] ?? []
  const booked = byHour.slice(1).reduce((total, row) => total + Number(row[header.indexOf('Booked')]), 0)
  const capacity = byHour.slice(1).reduce((total, row) => total + Number(row[header.indexOf('Capacity')]), 0)
  const summary = page.locator('.reports__kitchen dl')
  await expect(summary.getByText(`${booked} of ${capacity}`, { exact: true })).toBeVisible()
  await expectAccessible(page)

  // By weekday: seven days, Monday first, the same bookings; the CSV holds exactly the table.
  await page.getByRole('radio', { name: 'Weekday' }).check()
  const byWeekday = await tableCells(page, /^Kitchen and capacity by weekday/)
  expect(byWeekday.map((row) => row[0])).toEqual(['Weekday', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'])
  expect(byWeekday.slice(1).reduce((total, row) => total + Number(row[1]), 0)).toBe(booked)
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download kitchen CSV' }).click(),
  ])
  expect(download.suggestedFilename()).toBe(`kitchen-store-${store.id}-${from}-${today}-by-weekday.csv`)
  const csv = readFileSync(String(await download.path()), 'utf8')
  expect(csv.trimEnd().split('\r\n').map(csvCells)).toEqual(byWeekday)

  // The item 86'd today is listed, back on the menu now.
  const heldRows = await tableCells(page, /^Items 86'd/)
  const row = heldRows.find((cells) => cells[0] === item.name && cells[2] === store.name)
  expect(row?.[1]).toBe('Product')
  expect(Number(row?.[3])).toBeGreaterThanOrEqual(1)
  expect(row?.[5]).toBe('No')
  await expectAccessible(page)
})
