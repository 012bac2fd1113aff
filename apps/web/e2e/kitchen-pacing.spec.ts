import type { TLocation } from '@deli/contracts'
import { QUOTE_REFRESH_MS } from '@deli/domain'
import type { Browser, Page } from '@playwright/test'
import { fillBag, fillCard, placeOrderButton, signUpThroughApi, TEST_CARD } from './checkout-helpers.ts'
import { expect, expectAccessible, test } from './fixtures.ts'
import { API_HEADERS, getStores, gotoReady, saveScreen, waitForHydration } from './helpers.ts'
import { pickForProject } from './ordering-helpers.ts'
import { DEMO_ADMIN, signInAtStaff, withStoreOpenAllDay } from './staff-helpers.ts'

test.setTimeout(120_000)

/**
 * Kitchen pacing (ADR 065): two guests at a busy store (one kitchen station). The second is quoted
 * later once the first has ordered; staff finish the first on the board and the second's quote moves
 * earlier without a reload (the basket is read again every QUOTE_REFRESH_MS, run on the page's clock).
 */

const READY_AROUND = /Ready around (\d{1,2}):(\d{2}) (AM|PM)/
/** Minutes of the store's day of the first clock time after 'around' ('Ready around 12:40 PM'). */
function minutesOf(text: string | null): number {
  const match = /around .*?(\d{1,2}):(\d{2}) (AM|PM)/.exec(text ?? '')
  if (!match) throw new Error(`no quote in "${text}"`)
  const hours = (Number(match[1]) % 12) + (match[3] === 'PM' ? 12 : 0)
  return hours * 60 + Number(match[2])
}

/** A guest's own browser: a new member with a basket at the store, on checkout. */
async function guestAtCheckout(browser: Browser, baseURL: string, store: TLocation): Promise<Page> {
  const context = await browser.newContext({ baseURL })
  const page = await context.newPage()
  // The page's clock: the quote's refresh runs when the test says, not on the machine's wall clock.
  await page.clock.install()
  await fillBag(page, store)
  await signUpThroughApi(page)
  await gotoReady(page, '/order/checkout')
  await waitForHydration(page)
  return page
}
/** The store-local hour now (0–23), and minutes of its day. */
const localHour = (timezone: string) =>
  Number(new Intl.DateTimeFormat('en-US', { timeZone: timezone, hour: 'numeric', hourCycle: 'h23' }).format())
const localMinutes = (timezone: string) =>
  localHour(timezone) * 60 +
  Number(new Intl.DateTimeFormat('en-US', { timeZone: timezone, minute: 'numeric' }).format())
const readyTime = (page: Page) => page.locator('.checkout-handoff__value').filter({ hasText: READY_AROUND })

test('a busy store: the second guest is quoted later, and earlier again once the board finishes the first', async ({
  page,
  request,
  browser,
  baseURL,
}, testInfo) => {
  // Stores far down the list from the end: no other journey orders there.
  const stores = (await getStores(page.request)).filter(
    (store) => store.available && !store['Coming Soon'] && store.services.pickup,
  )
  const store = pickForProject(stores.reverse(), testInfo, 5)
  const base = `/api/v1/staff/stores/${store.id}`
  await signInAtStaff(page, DEMO_ADMIN)
  const setStations = async (kitchen_stations: number | null) =>
    expect(
      (
        await page.request.put(`${base}/stations`, { headers: API_HEADERS, data: { kitchen_stations } })
      ).status(),
    ).toBe(200)

  // Open all day in a zone where it is mid-day (restored at the end): whatever the hour the suite runs
  // at, the store's day does not end during the journey, and its quotes are read in that zone.
  await withStoreOpenAllDay(request, store, async (timezone) => {
    try {
      // The manager's Hours page: the kitchen's stations, checked before sending, then one station.
      await gotoReady(page, `/staff/hours/${store.id}`)
      await waitForHydration(page)
      const stations = page.getByRole('spinbutton', { name: 'Kitchen stations' })
      await stations.fill('0')
      await page.getByRole('button', { name: 'Save stations' }).click()
      await expect(page.getByText('Choose between 1 and 1,000 kitchen stations.')).toBeVisible()
      await stations.fill('1')
      await page.getByRole('button', { name: 'Save stations' }).click()
      await expect(page.getByText('Now 1 kitchen station.', { exact: true })).toBeVisible()
      await expect(page.getByText(/^Now 1 order made side by side\./)).toBeVisible()
      await expectAccessible(page)
      await saveScreen(page, testInfo, 'pacing-hours')
      await gotoReady(page, `/staff/board/${store.id}`)
      await waitForHydration(page)
      await expect(page.getByRole('status').filter({ hasText: 'Live' })).toBeVisible()

      const first = await guestAtCheckout(browser, baseURL as string, store)
      const second = await guestAtCheckout(browser, baseURL as string, store)
      await expect(readyTime(second)).toBeVisible()
      const idle = minutesOf(await readyTime(second).textContent())
      // Quoted in the store's clock, a make time from now, on today.
      expect(idle - localMinutes(timezone)).toBeGreaterThanOrEqual(0)
      expect(idle - localMinutes(timezone)).toBeLessThanOrEqual(15)
      await expectAccessible(second)

      // The first guest orders at the quote they were shown.
      const quoted = minutesOf(await readyTime(first).textContent())
      await fillCard(first, { number: TEST_CARD.approve })
      await placeOrderButton(first).click()
      await first.waitForURL(/\/order\/confirm\/[0-9a-f-]{36}$/, { timeout: 30_000 })
      const number = (await first.getByText(/^Order #\d+/).textContent())?.match(/#(\d+)/)?.[1]
      expect(number).toBeTruthy()
      // The confirmation says the same number (a minute on only if the clock turned a minute meanwhile).
      const confirmed = (await first.locator('.confirm-card__time').textContent()) ?? ''
      expect(confirmed).toContain('around')
      expect([0, 1]).toContain(minutesOf(confirmed) - quoted)

      // The second guest's quote moves later while they stay on checkout: the first is the kitchen's work.
      let reloads = 0
      second.on('load', () => reloads++)
      await second.clock.fastForward(QUOTE_REFRESH_MS)
      await expect.poll(async () => minutesOf(await readyTime(second).textContent())).toBeGreaterThan(idle)
      const busy = minutesOf(await readyTime(second).textContent())
      await saveScreen(second, testInfo, 'pacing-checkout-busy', { fullPage: false })

      // Staff start the first order and mark it ready on the board.
      const ticket = page.getByRole('article', { name: new RegExp(`^#${number} ·`) })
      await ticket.getByRole('button', { name: `Start: order ${number}` }).click()
      await ticket.getByRole('button', { name: `Mark ready: order ${number}` }).click()
      await expect(
        page
          .getByRole('region', { name: /^Ready \(/ })
          .getByRole('article', { name: new RegExp(`^#${number} ·`) }),
      ).toBeVisible()

      await expect(
        page.getByText(/^Kitchen: \d+ min of work on 1 station · a station is free now$/),
      ).toBeVisible()
      await saveScreen(page, testInfo, 'pacing-board')

      // The second guest's quote moves earlier again, without a reload.
      await second.clock.fastForward(QUOTE_REFRESH_MS)
      await expect.poll(async () => minutesOf(await readyTime(second).textContent())).toBeLessThan(busy)
      expect(reloads).toBe(0)
      await expectAccessible(second)
      await first.context().close()
      await second.context().close()
    } finally {
      await setStations(null)
    }
  })
})
