import type { TCart, TLocation, TOrder, TProduct } from '@deli/contracts'
import { lineKind, type TLineKind } from '@deli/domain'
import { type APIRequestContext, expect, type Page } from '@playwright/test'
import { ensureCheckoutTime, plainProduct } from './cart-helpers.ts'
import { API_HEADERS, getMenu, getStores, gotoReady, MAILBOX_HEADERS } from './helpers.ts'

/** Spec and domain texts the checkout journeys check word for word. */
export const CHECKOUT_TEXTS = {
  signInBeforeCheckout: 'Please sign in or create an account before checking out.',
  submitTooLong: 'Response took too long. Please try again.',
  declined: 'Your card was declined.',
}
export const TEST_CARD = { approve: '4242 4242 4242 4242', decline: '4000 0000 0000 0002' }
export const CHECKOUT_SIGN_IN = '/account/signin?redirect=%2Forder%2Fcheckout&notice=checkout'

export type TMember = {
  first_name: string
  last_name: string
  email: string
  phone: string
  password: string
}

/** A fresh member's details (a unique email per call). */
export function newMember(): TMember {
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`
  return {
    first_name: 'Rosa',
    last_name: 'Parkes',
    email: `rosa.${id}@example.com`,
    phone: '2145550147',
    password: 'pastrami-on-rye-2026',
  }
}

async function postData<T>(request: APIRequestContext, path: string, data: unknown): Promise<T> {
  const response = await request.post(`/api/v1/${path}`, { headers: API_HEADERS, data })
  expect(response.ok(), `POST ${path}: ${await response.text()}`).toBe(true)
  return ((await response.json()) as { data: T }).data
}

/** The newest dev-mailbox message to `to` (the outbox of the mail adapter), waiting for it to arrive. */
export async function latestMail(request: APIRequestContext, to: string) {
  let found: { subject: string; text: string; links: string[] } | undefined
  await expect
    .poll(async () => {
      const response = await request.get(`/api/v1/dev/mailbox?to=${encodeURIComponent(to)}`, {
        headers: { ...API_HEADERS, ...MAILBOX_HEADERS },
      })
      found = ((await response.json()) as { data: { messages: (typeof found)[] } }).data.messages[0]
      return found !== undefined
    })
    .toBe(true)
  return found as NonNullable<typeof found>
}

/**
 * Signs a new member up through the API with the page's own cookies (sign-up, the emailed link's
 * token, confirm): the browser is signed in afterwards, and keeps its guest basket.
 */
export async function signUpThroughApi(page: Page, member: TMember = newMember()): Promise<TMember> {
  await postData(page.request, 'users', { ...member, password_confirmation: member.password })
  const mail = await latestMail(page.request, member.email)
  const token = mail.links.map((link) => new URL(link).searchParams.get('confirm')).find(Boolean)
  expect(token, 'a confirmation link with a token').toBeTruthy()
  await postData(page.request, 'users/confirm', { token })
  return member
}

/** A store that takes orders and offers `handoff` (pickup by default), preferring Dallas. */
export async function storeFor(request: APIRequestContext, handoff: 'pickup' | 'curbside' | 'delivery') {
  const stores = (await getStores(request)).filter(
    (store) => store.available && !store['Coming Soon'] && store.services[handoff],
  )
  const store = stores.find((candidate) => candidate.city === 'Dallas') ?? stores[0]
  if (!store) throw new Error(`No store offering ${handoff}`)
  return store
}

export type TBagLineBody = {
  product_id: number
  quantity: number
  choices?: { id: number; quantity: number }[]
}

/**
 * A basket of the browser's own session at `store` with `lines` (two of a plain product by default),
 * remembered by the browser as its current order (localStorage), and orderable now (ASAP, or the
 * first open slot).
 */
export async function fillBag(
  page: Page,
  store: TLocation,
  handoffMode: 'pickup' | 'curbside' = 'pickup',
  lines?: TBagLineBody[],
): Promise<TCart> {
  await gotoReady(page, '/')
  const plain = lines ? null : await plainProduct(page.request, store.menu_id)
  const cart = await postData<TCart>(page.request, 'carts', { menu_id: store.menu_id, handoffMode })
  for (const line of lines ?? [{ product_id: plain?.product_id ?? 0, quantity: 2 }]) {
    await postData<TCart>(page.request, `carts/${cart.id}/products`, line)
  }
  await page.evaluate(
    ({ location, cartId }) =>
      localStorage.setItem(
        'deli-order',
        JSON.stringify({ state: { location, superCategory: 'mealtime', cartId }, version: 0 }),
      ),
    {
      cartId: cart.id,
      location: {
        id: store.id,
        menu_id: store.menu_id,
        name: store.name,
        path: store.path,
        address: store.address,
        city: store.city,
        state: store.state,
        zip: store.zip,
        phone: store.phone,
      },
    },
  )
  return ensureCheckoutTime(page)
}

/** Fills the test gateway's card form. */
export async function fillCard(
  page: Page,
  card: { number: string; expiry?: string; cvc?: string; zip?: string },
) {
  await page.getByLabel('Card number').fill(card.number)
  await page.getByLabel('Expiration (MM/YY)').fill(card.expiry ?? '12/30')
  await page.getByLabel('Security code').fill(card.cvc ?? '123')
  await page.getByLabel('Billing ZIP').fill(card.zip ?? '75201')
}

export const placeOrderButton = (page: Page) => page.getByRole('button', { name: 'Place Order' })

/** Chooses Pay in store (the pickup group's) and clicks Place Order. */
export async function placeOrderPayingInStore(page: Page) {
  await page
    .getByRole('group', { name: 'Payment' })
    .getByRole('radio', { name: /Pay in store/ })
    .check()
  await placeOrderButton(page).click()
}

/** The member's orders, newest first (GET members/orders with the browser's cookie). */
export async function memberOrders(page: Page): Promise<TOrder[]> {
  const response = await page.request.get('/api/v1/members/orders', { headers: API_HEADERS })
  expect(response.status()).toBe(200)
  return ((await response.json()) as { data: { orders: TOrder[] } }).data.orders
}

/** Records the browser's calls to one API path (to prove nothing was sent). */
export function recordCalls(page: Page, pattern: RegExp) {
  const calls: string[] = []
  page.on('request', (request) => {
    if (pattern.test(new URL(request.url()).pathname)) calls.push(`${request.method()} ${request.url()}`)
  })
  return calls
}

/** The first available product of a kind (the domain's lineKind) on the menu, with its required choices. */
export async function lineOf(request: APIRequestContext, menuId: number, kind: TLineKind, quantity: number) {
  const menu = await getMenu(request, menuId)
  for (const category of menu.categories) {
    for (const product of category.products as TProduct[]) {
      if (!product.available || lineKind({ categorySlug: category.slug, name: product.name }) !== kind)
        continue
      const choices = product.optionGroups
        .filter((group) => group.min > 0)
        .flatMap((group) =>
          group.options.slice(0, group.min).map((option) => ({ id: option.id, quantity: 1 })),
        )
      const line: TBagLineBody = { product_id: product.product_id, quantity, choices }
      return { line, name: product.name }
    }
  }
  throw new Error(`no ${kind} on menu ${menuId}`)
}
