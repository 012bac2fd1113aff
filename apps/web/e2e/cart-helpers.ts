import type { TCart, TLocation, TOptionGroup, TProduct } from '@deli/contracts'
import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test'
import { API_HEADERS, escapeRegExp, getMenu, getStores, gotoReady, menuProducts } from './helpers.ts'

/** Spec texts the bag journeys check word for word (the same sentences as TEXTS in @deli/domain). */
export const BAG_TEXTS = {
  emptyTitle: 'Your Bag is currently empty',
  emptyBody: 'Browse our menu to start adding delicious food to your order.',
  clearTitle: 'Are you sure you wanna clear your cart?',
  clearBody: 'Clearing your cart will permanently delete all items.',
  clearConfirm: 'Yes, clear my cart',
  clearDismiss: 'close',
  basketIdCopied: 'The basket ID was copied to the clipboard.',
  timedOut: 'Your basket timed out, please recreate your order',
}

/** The first store that takes orders (available, not 'Coming Soon', pickup; delivery when asked), preferring Dallas. */
export async function orderableStore(
  request: APIRequestContext,
  needs: { delivery?: boolean } = {},
): Promise<TLocation> {
  const stores = (await getStores(request)).filter(
    (store) =>
      store.available &&
      !store['Coming Soon'] &&
      store.services.pickup &&
      (!needs.delivery || store.services.delivery),
  )
  const store = stores.find((candidate) => candidate.city === 'Dallas') ?? stores[0]
  if (!store) throw new Error('No orderable store in GET /api/v1/stores')
  return store
}

export type TChoiceProduct = TProduct & { category: string; group: TOptionGroup }

/** A product of the store's menu with a required single-choice group that has no default (a Bread). */
export async function requiredChoiceProduct(
  request: APIRequestContext,
  menuId: number,
  skip: number[] = [],
): Promise<TChoiceProduct> {
  for (const product of menuProducts(await getMenu(request, menuId))) {
    if (!product.available || skip.includes(product.product_id)) continue
    const group = product.optionGroups.find(
      (candidate) =>
        candidate.min === 1 && candidate.max === 1 && !candidate.options.some((option) => option.isDefault),
    )
    if (group && group.options.length >= 2) return { ...product, group }
  }
  throw new Error(`No product with a required choice without default on menu ${menuId}`)
}

/** A product with no required choice (added without touching its options). */
export async function plainProduct(request: APIRequestContext, menuId: number, skip: number[] = []) {
  const product = menuProducts(await getMenu(request, menuId)).find(
    (candidate) =>
      candidate.available &&
      !skip.includes(candidate.product_id) &&
      candidate.quantities.min === 1 &&
      candidate.optionGroups.every((group) => group.min === 0),
  )
  if (!product) throw new Error(`No product without required choices on menu ${menuId}`)
  return product
}

export const bagDialog = (page: Page) => page.getByRole('dialog', { name: /^Your Bag/ })
export const bagButton = (page: Page) =>
  page.getByRole('banner').getByRole('button', { name: /^Your Bag, \d+ items?$/ })
export const bagLine = (bag: Locator, name: string) => bag.getByRole('listitem', { name, exact: true })
/** The bag's polite live region (the steppers' own outputs hold just a number). */
export const bagAnnouncement = (bag: Locator) => bag.getByRole('status').filter({ hasNotText: /^\d+$/ })

/** On the product page: picks `option` of the product's required group (radio) when given. */
export async function chooseOption(page: Page, group: TOptionGroup, option: string) {
  await page
    .getByRole('group', { name: new RegExp(`^${escapeRegExp(group.name)}`) })
    .getByRole('radio', { name: new RegExp(`^${escapeRegExp(option)}`) })
    .check()
}

/**
 * Opens the product page, picks the required option (when the product has one), presses 'Add to Bag'
 * and waits for the bag to open with the line. Answers the open bag.
 */
export async function addFromProductPage(
  page: Page,
  menuId: number,
  product: TProduct & { group?: TOptionGroup },
  option?: string,
) {
  await gotoReady(page, `/menu/${menuId}/product/${product.product_id}`)
  if (product.group) await chooseOption(page, product.group, option ?? product.group.options[0]?.name ?? '')
  await page.getByRole('button', { name: /^Add to Bag/ }).click()
  const bag = bagDialog(page)
  await expect(bag).toBeVisible()
  await expect(bagLine(bag, product.name).first()).toBeVisible()
  return bag
}

/** The browser's own basket id (localStorage) and the basket itself, read with the browser's cookie. */
export async function browserCart(page: Page): Promise<TCart> {
  const cartId = await page.evaluate(
    () =>
      (JSON.parse(localStorage.getItem('deli-order') ?? '{}') as { state?: { cartId?: string } }).state
        ?.cartId,
  )
  if (!cartId) throw new Error('The browser has no basket id')
  const response = await page.request.get(`/api/v1/carts/${cartId}`, { headers: API_HEADERS })
  expect(response.status(), `GET carts/${cartId}`).toBe(200)
  return ((await response.json()) as { data: TCart }).data
}

/**
 * Makes the browser's basket valid to check out at any hour of the test run: when ASAP is not
 * possible now (the store is closed) or today has little room left, it orders ahead for the first
 * open slot (of a later day when today is tight). Reload afterwards.
 */
export async function ensureCheckoutTime(page: Page): Promise<TCart> {
  const cart = await browserCart(page)
  const slotsOn = async (day: string) => {
    const times = await page.request.get(`/api/v1/carts/${cart.id}/times?day=${day}`, {
      headers: API_HEADERS,
    })
    return ((await times.json()) as { data: { times: string[] } }).data.times
  }
  // Today's slots with room: ASAP books the earliest of them at submission. Stores with a small
  // capacity (Downtown Dallas, 4) fill up as the run's journeys order there, the more so late in
  // the store's day: with fewer than three left, another journey may take them first.
  const [today, ...later] = cart.time.days
  const isTodayRoomy = today !== undefined && (await slotsOn(today)).length >= 3
  if (cart.time.mode === 'asap' && cart.time.asapAvailable && isTodayRoomy) return cart
  for (const day of isTodayRoomy ? cart.time.days : later) {
    const slots = await slotsOn(day)
    if (slots[0]) {
      const set = await page.request.put(`/api/v1/carts/${cart.id}/time`, {
        headers: API_HEADERS,
        data: { mode: 'advance', wanted: slots[0] },
      })
      expect(set.status(), 'PUT carts/{id}/time').toBe(200)
      return ((await set.json()) as { data: TCart }).data
    }
  }
  throw new Error('No open slot in the next days')
}

type TDataLayerEntry = {
  event?: string
  ecommerce?: {
    currency: string
    value: number
    items: { item_id: string; item_name: string; price: number; quantity: number; item_variant?: string }[]
  } | null
}

/** Everything pushed to window.dataLayer so far. */
export const dataLayer = (page: Page) =>
  page.evaluate(() => ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []) as TDataLayerEntry[])

/** The ecommerce events of one name, in order. */
export async function trackedEvents(page: Page, event: string) {
  return (await dataLayer(page)).filter((entry) => entry.event === event)
}
