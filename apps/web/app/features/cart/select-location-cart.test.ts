import type { TCart, TLocation } from '@deli/contracts'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '../../lib/api-client.ts'
import { useOrderContext } from '../../lib/order-context.ts'
import { answerBagQuestion, BagKeptError, pendingBagQuestion } from './bag-loss-question.tsx'
import { useCartExpiry } from './cart-expiry.ts'
import { selectLocationCart } from './select-location-cart.ts'

const GUEST_CART = '0b6f3c1e-5f0a-4d4e-9a57-1b2c3d4e5f60'
const NEW_CART = '9d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c7b6a'
const cart = (id: string, menuId: number, products: { name: string; quantity: number }[] = []) =>
  ({ id, menu_id: menuId, products }) as unknown as TCart
const FOUR_ITEMS = [
  { name: 'Turkey Club', quantity: 2 },
  { name: 'Chips', quantity: 1 },
  { name: 'Brownie', quantity: 1 },
  { name: 'Utensils', quantity: 1 },
]
/** Waits until the bag question is asked, then answers it. */
async function answerWhenAsked(isConfirmed: boolean) {
  await vi.waitFor(() => expect(pendingBagQuestion()).not.toBeNull())
  const question = pendingBagQuestion()
  answerBagQuestion(isConfirmed)
  return question
}
const location = (menuId: number, transfercart = false) =>
  ({ menu_id: menuId, name: 'Lakewood', services: { transfercart } }) as unknown as Pick<
    TLocation,
    'menu_id' | 'services'
  > & { name: string }

type TAnswer = { status: number; body: unknown } | Error
const ok = (data: unknown): TAnswer => ({ status: 200, body: { status: 'ok', data } })
const refused = (status: number, code: string, message: string): TAnswer => ({
  status,
  body: { status: 'error', code, message },
})

/** A fake API: each `METHOD path` answers its listed answers in turn (the last one repeats). */
function serve(routes: Record<string, TAnswer[]>) {
  const calls: string[] = []
  const fetchMock = vi.fn(async (url: string, init: { method: string }) => {
    const key = `${init.method} ${url.replace('/api/v1/', '')}`
    calls.push(key)
    const answers = routes[key]
    if (!answers) throw new Error(`unexpected call ${key}`)
    const answer = answers.length > 1 ? (answers.shift() as TAnswer) : (answers[0] as TAnswer)
    if (answer instanceof Error) throw answer
    return { status: answer.status, json: async () => answer.body }
  })
  vi.stubGlobal('fetch', fetchMock)
  return calls
}

beforeEach(() => {
  useOrderContext.setState({ cartId: GUEST_CART, location: null })
  useCartExpiry.setState({ signalled: 0, isMessageShown: false })
})
afterEach(() => {
  vi.unstubAllGlobals()
})

describe('selectLocationCart', () => {
  it('keeps the basket that is already on the chosen menu', async () => {
    const calls = serve({ [`GET carts/${GUEST_CART}`]: [ok(cart(GUEST_CART, 7))] })
    const selected = await selectLocationCart(location(7))
    expect(selected.cart.id).toBe(GUEST_CART)
    expect(calls).toEqual([`GET carts/${GUEST_CART}`])
  })

  it('creates a basket only when the server says there is none, after a second look', async () => {
    const calls = serve({
      [`GET carts/${GUEST_CART}`]: [refused(404, 'CART_NOT_FOUND', 'We could not find that basket.')],
      'POST carts': [ok(cart(NEW_CART, 7))],
    })
    const selected = await selectLocationCart(location(7))
    expect(selected.cart.id).toBe(NEW_CART)
    expect(calls).toEqual([`GET carts/${GUEST_CART}`, `GET carts/${GUEST_CART}`, 'POST carts'])
    expect(useOrderContext.getState().cartId).toBe(NEW_CART)
  })

  it('finds the basket on the second look (a sign-in re-keyed the session) and keeps it', async () => {
    const calls = serve({
      [`GET carts/${GUEST_CART}`]: [
        refused(404, 'CART_NOT_FOUND', 'We could not find that basket.'),
        ok(cart(GUEST_CART, 7)),
      ],
    })
    expect((await selectLocationCart(location(7))).cart.id).toBe(GUEST_CART)
    expect(calls).not.toContain('POST carts')
  })

  it("keeps the guest's bag when the server fails: the error carries its code, no new basket", async () => {
    const calls = serve({
      [`GET carts/${GUEST_CART}`]: [refused(500, 'INTERNAL', 'Something went wrong on our side.')],
    })
    await expect(selectLocationCart(location(7))).rejects.toMatchObject({ code: 'INTERNAL', status: 500 })
    expect(calls).toEqual([`GET carts/${GUEST_CART}`])
    expect(useOrderContext.getState().cartId).toBe(GUEST_CART)
  })

  it("keeps the guest's bag when the network is down", async () => {
    const calls = serve({ [`GET carts/${GUEST_CART}`]: [new TypeError('Failed to fetch')] })
    await expect(selectLocationCart(location(7))).rejects.toThrow('Failed to fetch')
    expect(calls).toEqual([`GET carts/${GUEST_CART}`])
    expect(useOrderContext.getState().cartId).toBe(GUEST_CART)
  })

  it('hands a timed-out basket (410) to the session rules instead of replacing it quietly', async () => {
    const calls = serve({
      [`GET carts/${GUEST_CART}`]: [
        refused(410, 'CART_EXPIRED', 'Your basket timed out, please recreate your order'),
      ],
    })
    const failure = selectLocationCart(location(7))
    await expect(failure).rejects.toBeInstanceOf(ApiError)
    await expect(failure).rejects.toMatchObject({ code: 'CART_EXPIRED' })
    expect(useCartExpiry.getState().signalled).toBe(1)
    expect(calls).not.toContain('POST carts')
  })

  it('transfers a basket of another menu where the location accepts transfers', async () => {
    const calls = serve({
      [`GET carts/${GUEST_CART}`]: [ok(cart(GUEST_CART, 3))],
      [`POST carts/${GUEST_CART}/transfer`]: [ok({ cart: cart(GUEST_CART, 7), removed: [], repriced: [] })],
    })
    const selected = await selectLocationCart(location(7, true))
    expect(selected.cart).toMatchObject({ id: GUEST_CART, menu_id: 7 })
    expect(selected.transfer).toEqual({ removed: [], repriced: [] })
    expect(calls).not.toContain('POST carts')
  })

  it('abandons a basket of another menu where the location does not accept transfers', async () => {
    const calls = serve({
      [`GET carts/${GUEST_CART}`]: [ok(cart(GUEST_CART, 3))],
      [`DELETE carts/${GUEST_CART}`]: [ok({ id: GUEST_CART })],
      'POST carts': [ok(cart(NEW_CART, 7))],
    })
    expect((await selectLocationCart(location(7))).cart.id).toBe(NEW_CART)
    expect(calls).toEqual([`GET carts/${GUEST_CART}`, `DELETE carts/${GUEST_CART}`, 'POST carts'])
  })

  it('asks before deleting a bag with items, names what goes, and tells what was deleted', async () => {
    const calls = serve({
      [`GET carts/${GUEST_CART}`]: [ok(cart(GUEST_CART, 3, FOUR_ITEMS))],
      [`DELETE carts/${GUEST_CART}`]: [ok({ id: GUEST_CART })],
      'POST carts': [ok(cart(NEW_CART, 7))],
    })
    const selected = selectLocationCart(location(7))
    const question = await answerWhenAsked(true)
    expect(question).toMatchObject({
      title: 'Start a new bag?',
      body: 'Lakewood cannot take a bag from another store, so your bag and its order time will be deleted: Turkey Club (×2), Chips, Brownie.',
      confirmLabel: 'Delete my bag and continue',
    })
    const { cart: created, deleted } = await selected
    expect(created.id).toBe(NEW_CART)
    expect(deleted?.map((line) => line.name)).toEqual(['Turkey Club', 'Chips', 'Brownie'])
    expect(calls).toEqual([`GET carts/${GUEST_CART}`, `DELETE carts/${GUEST_CART}`, 'POST carts'])
  })

  it('keeps the bag untouched when the guest says no (BagKeptError, no delete, no new basket)', async () => {
    const calls = serve({ [`GET carts/${GUEST_CART}`]: [ok(cart(GUEST_CART, 3, FOUR_ITEMS))] })
    const selected = selectLocationCart(location(7))
    await answerWhenAsked(false)
    await expect(selected).rejects.toBeInstanceOf(BagKeptError)
    expect(calls).toEqual([`GET carts/${GUEST_CART}`])
    expect(useOrderContext.getState().cartId).toBe(GUEST_CART)
  })

  it("asks before moving a bag to another store's product link, and moves nothing on no", async () => {
    const calls = serve({ [`GET carts/${GUEST_CART}`]: [ok(cart(GUEST_CART, 3, FOUR_ITEMS))] })
    const selected = selectLocationCart(location(7, true), { askBeforeTransfer: true })
    expect((await answerWhenAsked(false))?.title).toBe('Move your bag to Lakewood?')
    await expect(selected).rejects.toBeInstanceOf(BagKeptError)
    expect(calls).toEqual([`GET carts/${GUEST_CART}`])
  })

  it('runs one selection at a time: a second one starts only after the transfer answered', async () => {
    let finishTransfer: () => void = () => undefined
    const calls: string[] = []
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: { method: string }) => {
        const key = `${init.method} ${url.replace('/api/v1/', '')}`
        calls.push(key)
        if (key === `POST carts/${GUEST_CART}/transfer`) {
          const isFirst = !calls.includes('transfer answered')
          await new Promise<void>((resolve) => {
            if (!isFirst) return resolve()
            finishTransfer = resolve
          })
          calls.push('transfer answered')
          return {
            status: 200,
            json: async () => ({
              status: 'ok',
              data: { cart: cart(GUEST_CART, 7), removed: [], repriced: [] },
            }),
          }
        }
        return { status: 200, json: async () => ({ status: 'ok', data: cart(GUEST_CART, 3) }) }
      }),
    )
    const first = selectLocationCart(location(7, true))
    const second = selectLocationCart(location(7, true))
    await vi.waitFor(() => expect(calls).toContain(`POST carts/${GUEST_CART}/transfer`), { timeout: 2000 })
    expect(calls).toEqual([`GET carts/${GUEST_CART}`, `POST carts/${GUEST_CART}/transfer`])
    finishTransfer()
    await first
    expect((await second).cart.menu_id).toBe(7)
    expect(calls.slice(0, 3)).toEqual([
      `GET carts/${GUEST_CART}`,
      `POST carts/${GUEST_CART}/transfer`,
      'transfer answered',
    ])
  })
})
