import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TCart, TLocation, TOpeningPeriod, TProduct } from '@deli/contracts'
import { TEXTS } from '@deli/domain'
import { expect, type Locator, type Page, type TestInfo } from '@playwright/test'
import pg from 'pg'
import { readPassword } from '../../api/src/platform/embedded-postgres-password.ts'
import { API_HEADERS, gotoReady, isPhone } from './helpers.ts'

/** What the storefront keeps in localStorage (lib/order-context.ts). */
type TStoredOrder = { location: { menu_id: number; name: string } | null; cartId: string | null }

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']

/** A store's local calendar day (YYYYMMDD) and weekday (0 = Sunday) `daysAhead` days from now. */
export function storeDay(timezone: string, daysAhead: number): { day: string; weekday: number } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone: timezone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      weekday: 'short',
    })
      .formatToParts(new Date(Date.now() + daysAhead * 86_400_000))
      .map((part) => [part.type, part.value]),
  )
  return { day: `${parts.year}${parts.month}${parts.day}`, weekday: WEEKDAYS.indexOf(parts.weekday ?? '') }
}

const minutes = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5))

/** True when a period of `weekday` covers `clock` (HH:mm) with a quarter of an hour to spare. */
function coversClock(periods: TOpeningPeriod[], weekday: number, clock: string) {
  const at = minutes(clock)
  return periods.some((period) => {
    if (period.day !== weekday) return false
    const close = minutes(period.close) <= minutes(period.open) ? 24 * 60 : minutes(period.close)
    return minutes(period.open) <= at && at + 15 <= close
  })
}

/** Stores taking pickup orders that are open for pickup tomorrow (store time) at `clock`. */
export function pickupStoresOpenTomorrowAt(stores: TLocation[], clock: string) {
  return stores.filter((store) => {
    const { weekday } = storeDay(store.timezone, 1)
    return (
      store.available &&
      !store['Coming Soon'] &&
      store.services.pickup &&
      store.services.advancedays >= 1 &&
      coversClock(store.hours.pickup ?? [], weekday, clock)
    )
  })
}

/** One store per Playwright project, so phone and desktop never share a store's slots. */
export const pickForProject = <T>(candidates: T[], testInfo: TestInfo, offset = 0): T => {
  const store = candidates[offset * 2 + (isPhone(testInfo) ? 0 : 1)]
  if (!store) throw new Error(`Not enough candidate stores (${candidates.length}) for offset ${offset}`)
  return store
}

export const storedOrder = (page: Page) =>
  page.evaluate(
    () => (JSON.parse(localStorage.getItem('deli-order') ?? '{}') as { state?: TStoredOrder }).state ?? null,
  )

/** The current basket id the storefront remembers. */
export async function currentCartId(page: Page): Promise<string> {
  let cartId: string | null = null
  await expect.poll(async () => (cartId = (await storedOrder(page))?.cartId ?? null)).not.toBeNull()
  return cartId as unknown as string
}

/** GET carts/{id} with the browser's own session cookie (page.request shares the context's cookies). */
export async function getCartAsGuest(page: Page, cartId: string): Promise<TCart> {
  const response = await page.request.get(`/api/v1/carts/${cartId}`, { headers: API_HEADERS })
  expect(response.status(), `GET carts/${cartId}`).toBe(200)
  return ((await response.json()) as { data: TCart }).data
}

/** The choices a product needs: each required group's defaults, topped up with its first options. */
const requiredChoices = (product: TProduct) =>
  product.optionGroups
    .filter((group) => group.min > 0)
    .flatMap((group) =>
      [...group.options]
        .sort((a, b) => Number(b.isDefault) - Number(a.isDefault))
        .slice(0, group.min)
        .map((option) => ({ id: option.id, quantity: 1 })),
    )

/** Adds a product to the guest's basket through the API (set-up; the bag's own journeys add by UI). */
export async function addToBasket(page: Page, cartId: string, product: TProduct, quantity = 1) {
  const response = await page.request.post(`/api/v1/carts/${cartId}/products`, {
    headers: API_HEADERS,
    data: { product_id: product.product_id, quantity, choices: requiredChoices(product) },
  })
  expect(response.status(), `POST carts/${cartId}/products ${product.product_id}`).toBe(201)
  return ((await response.json()) as { data: TCart }).data
}

/** Location page → 'Start Order' → the store's menu (spec §4 Location selection for pickup). */
export async function startPickupOrder(page: Page, store: TLocation) {
  await gotoReady(page, `/locations/${store.path}`)
  await page.getByRole('main').getByRole('button', { name: 'Start Order' }).first().click()
  await page.waitForURL(new RegExp(`/menu/${store.menu_id}$`))
}

/** The bag's time button opens the select-time modal (?selectTime=true). */
export async function openSelectTimeFromBag(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: /^Your Bag/ }).click()
  const bag = page.getByRole('dialog', { name: /^Your Bag/ })
  await bag.getByRole('button', { name: /order time/ }).click()
  await expect(page).toHaveURL(/[?&]selectTime=true/)
  const modal = page.getByRole('dialog', { name: 'Order Time' })
  await expect(modal).toBeVisible()
  return modal
}

/** The order-control panel: the mobile sub-header on phones, the header selector on desktop. */
/** The select shows its chosen option whole: the text fits inside the box beside the arrow. */
export async function expectSelectShowsWhole(select: Locator) {
  const fit = await select.evaluate((element: HTMLSelectElement) => {
    const style = getComputedStyle(element)
    const context = document.createElement('canvas').getContext('2d')
    if (!context) throw new Error('No 2D canvas')
    context.font = style.font
    const text = element.options[element.selectedIndex]?.text ?? ''
    // Chromium draws the menu-list arrow inside the padding box: about 20 px.
    const room =
      element.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight) - 20
    return { text, width: context.measureText(text).width, room }
  })
  expect(fit.width, `'${fit.text}' fits`).toBeLessThanOrEqual(fit.room)
}

export async function openOrderControl(page: Page, testInfo: TestInfo): Promise<Locator> {
  const banner = page.getByRole('banner')
  const opener = isPhone(testInfo)
    ? banner.locator('.mobile-sub-header__button')
    : banner.locator('[data-slot="handoff-selector"] .header-order__place')
  await opener.click()
  const panel = page.getByRole('dialog', { name: /^(Select Order Mode|Your Order Settings)$/ })
  await expect(panel).toBeVisible()
  return panel
}

/** Home → order-control ('Select Order Mode') → Delivery → the delivery panel. */
export async function openDeliveryPanel(page: Page, testInfo: TestInfo): Promise<Locator> {
  await gotoReady(page, '/')
  const modes = await openOrderControl(page, testInfo)
  await expect(modes).toHaveAttribute('aria-label', TEXTS.selectOrderMode)
  await modes.getByRole('button', { name: new RegExp(`^${TEXTS.delivery}`) }).click()
  const panel = page.getByRole('dialog', { name: TEXTS.delivery, exact: true })
  await expect(panel.getByRole('heading', { name: TEXTS.deliveryAddress })).toBeVisible()
  return panel
}

/**
 * The embedded PostgreSQL of the e2e server (playwright.config.ts, apps/api/src/platform), with the
 * password kept in its data directory (ADR 043).
 */
export function e2eDatabase() {
  const port = Number(process.env.E2E_PORT ?? 3210)
  const pgPort = port + 50_000 > 65_000 ? 55_432 : port + 50_000
  const password = readPassword(join(tmpdir(), `deli-e2e-pg-${port}`)) ?? ''
  return new pg.Client({ host: '127.0.0.1', port: pgPort, user: 'postgres', password, database: 'deli' })
}

/**
 * Books a store's slot full behind the guest's back: slot_bookings rows (one per order holding the
 * slot) up to the store's capacity (stores.slot_capacity, else the e2e server's chain default).
 */
/** SLOT_CAPACITY of the e2e server (playwright.config.ts). */
export const E2E_SLOT_CAPACITY = 1000

export async function fillSlot(storeId: number, wanted: string, timezone: string) {
  const client = e2eDatabase()
  await client.connect()
  try {
    const local = `${wanted.slice(0, 4)}-${wanted.slice(4, 6)}-${wanted.slice(6, 8)} ${wanted.slice(9)}`
    const slot = await client.query<{ at: Date }>(`select ($1::timestamp at time zone $2) as at`, [
      local,
      timezone,
    ])
    const at = slot.rows[0]?.at
    const store = await client.query<{ capacity: number | null }>(
      'select slot_capacity as capacity from stores where id = $1',
      [storeId],
    )
    // The e2e server's chain capacity (SLOT_CAPACITY in playwright.config.ts) unless the store has its own.
    const capacity = store.rows[0]?.capacity ?? E2E_SLOT_CAPACITY
    await client.query(
      `insert into slot_bookings (store_id, slot_at, cart_id)
       select $1, $2, gen_random_uuid()
       from generate_series(1, greatest(0, $3 - (select count(*) from slot_bookings where store_id = $1 and slot_at = $2)::int))`,
      [storeId, at, capacity],
    )
  } finally {
    await client.end()
  }
}
