import { beforeAll, describe, expect, it } from 'vitest'
import {
  addSimple,
  cartUrl,
  expectCart,
  expectUnchanged,
  getCart,
  menuOf,
  openCart,
  optionCost,
  pickStore,
  productById,
  requiredChoices,
  type TAny,
  type TSession,
  taxOf,
  utensilsProduct,
} from './cart-helpers.ts'
import { expectError, expectOk, expectValidationError } from './expect-envelope.ts'
import { build, type TTestApp } from './helper.ts'

let t: TTestApp
beforeAll(async () => {
  t = await build()
})

const TURKEY = 102
const turkey = productById(TURKEY)
const store = pickStore(
  (candidate) => candidate.priceTierPercent !== 100 && candidate.unavailableProductIds.length === 0,
)

const put = (session: TSession, cartId: string, lineId: number | string, payload: unknown) =>
  t.call({
    method: 'PUT',
    url: cartUrl(cartId, `/products/${lineId}`),
    payload: payload as TAny,
    headers: session.headers,
  })
const remove = (session: TSession, cartId: string, lineId: number | string) =>
  t.call({ method: 'DELETE', url: cartUrl(cartId, `/products/${lineId}`), headers: session.headers })

/** A basket holding a turkey sandwich (2) and a side (1). */
async function filledCart() {
  const { cart, session } = await openCart(t, { menu_id: store.menu_id })
  await addSimple(t, session, cart.id, TURKEY, 2)
  const filled = await addSimple(t, session, cart.id, 172, 1)
  return {
    cartId: cart.id as string,
    session,
    turkeyLine: filled.products[0].id,
    sideLine: filled.products[1].id,
  }
}

describe('PUT /api/v1/carts/{cartId}/products/{lineId}', () => {
  it('changes quantity, choices, instructions and recipient of the line and reprices it', async () => {
    const menu = await menuOf(t, store.menu_id)
    const { cartId, session, turkeyLine } = await filledCart()
    const pricedBread = turkey.optionGroups[0]?.options.find((option) => option.cost > 0)
    const cheese = turkey.optionGroups[1]?.options[0]
    const choices = [
      { id: pricedBread?.id ?? 0, quantity: 1 },
      { id: cheese?.id ?? 0, quantity: 1 },
    ]
    const cart = expectCart(
      expectOk(
        await put(session, cartId, turkeyLine, {
          quantity: 4,
          choices,
          instructions: 'toasted',
          recipient: 'Bo',
        }),
      ),
    )
    const listed = menu.get(TURKEY) as TAny
    const unit =
      listed.cost + optionCost(listed, choices[0]?.id ?? 0) + optionCost(listed, choices[1]?.id ?? 0)
    expect(cart.products).toHaveLength(2)
    const line = cart.products[0]
    expect(line).toMatchObject({
      id: turkeyLine,
      product_id: TURKEY,
      quantity: 4,
      cost: { unit, total: unit * 4 },
      instructions: 'toasted',
      recipient: 'Bo',
    })
    expect(line.choices.map((choice: TAny) => choice.option_id)).toEqual(choices.map((choice) => choice.id))
    expect(cart.count).toBe(5)
    const subtotal = unit * 4 + (menu.get(172)?.cost ?? 0)
    expect(cart.totals.subtotal).toBe(subtotal)
    expect(cart.totals.tax).toBe(taxOf(subtotal, store.taxRateBps))
    expect(cart.totals.total).toBe(subtotal + taxOf(subtotal, store.taxRateBps))
  })

  it('pushes the reset time out on a change', async () => {
    const { cartId, session, sideLine } = await filledCart()
    const before = await getCart(t, session, cartId)
    await t.db.$client.query("update carts set reset_at = now() + interval '5 minutes' where id = $1", [
      cartId,
    ])
    const cart = expectOk(await put(session, cartId, sideLine, { quantity: 2 }))
    expect(Date.parse(cart.reset)).toBeGreaterThanOrEqual(Date.parse(before.reset) - 5_000)
    expect(Date.parse(cart.reset)).toBeGreaterThan(Date.now() + 60 * 60_000)
  })

  it('refuses a bad quantity or a missing required choice with 422 and changes nothing', async () => {
    const { cartId, session, turkeyLine } = await filledCart()
    await expectUnchanged(t, session, cartId, async () =>
      expectError(
        await put(session, cartId, turkeyLine, { quantity: 0, choices: requiredChoices(TURKEY) }),
        422,
        'QUANTITY_INVALID',
      ),
    )
    await expectUnchanged(t, session, cartId, async () => {
      const response = await put(session, cartId, turkeyLine, { quantity: 1, choices: [] })
      expectError(response, 422, 'CHOICES_INVALID')
      expect(response.json.errors).toHaveProperty(String(turkey.optionGroups[0]?.id))
    })
  })

  it('answers 404 NOT_FOUND for a line that is not in this basket', async () => {
    const { cartId, session } = await filledCart()
    const other = await openCart(t, { menu_id: store.menu_id }, session.headers)
    const foreign = (await addSimple(t, session, other.cart.id, 173)).products[0].id
    await expectUnchanged(t, session, cartId, async () => {
      expectError(await put(session, cartId, foreign, { quantity: 1 }), 404, 'NOT_FOUND')
      expectError(await put(session, cartId, 2_000_000_000, { quantity: 1 }), 404, 'NOT_FOUND')
    })
    expect((await getCart(t, session, other.cart.id)).products[0].quantity).toBe(1)
  })

  it('refuses malformed line ids and bodies with 400 VALIDATION_FAILED', async () => {
    const { cartId, session, sideLine } = await filledCart()
    await expectUnchanged(t, session, cartId, async () => {
      for (const lineId of ['abc', '0', '-1', '1.5', '99999999999', '2147483648']) {
        expectValidationError(await put(session, cartId, lineId, { quantity: 1 }), 'lineId')
      }
      expectValidationError(await put(session, cartId, sideLine, {}), 'quantity')
      expectValidationError(await put(session, cartId, sideLine, { quantity: 'two' }), 'quantity')
      expectValidationError(await put(session, cartId, sideLine, { quantity: 1, choices: [{ id: 'x' }] }))
    })
  })
})

describe('DELETE /api/v1/carts/{cartId}/products/{lineId}', () => {
  it('removes the line and recomputes count and totals', async () => {
    const menu = await menuOf(t, store.menu_id)
    const { cartId, session, turkeyLine, sideLine } = await filledCart()
    const cart = expectCart(expectOk(await remove(session, cartId, turkeyLine)))
    expect(cart.products.map((line: TAny) => line.id)).toEqual([sideLine])
    expect(cart.count).toBe(1)
    const subtotal = menu.get(172)?.cost ?? 0
    expect(cart.totals).toMatchObject({ subtotal, tax: taxOf(subtotal, store.taxRateBps) })
    const empty = expectCart(expectOk(await remove(session, cartId, sideLine)))
    expect(empty.products).toEqual([])
    expect(empty.count).toBe(0)
    expect(empty.totals).toMatchObject({ subtotal: 0, tax: 0, total: 0 })
  })

  it('removes a utensils line without changing the count', async () => {
    const { cartId, session } = await filledCart()
    const withUtensils = await addSimple(t, session, cartId, utensilsProduct().product_id, 2)
    expect(withUtensils.count).toBe(3)
    const cart = expectOk(await remove(session, cartId, withUtensils.products[2].id))
    expect(cart.products).toHaveLength(2)
    expect(cart.count).toBe(3)
  })

  it('answers 404 NOT_FOUND for a line already removed or never there, and 400 for a malformed id', async () => {
    const { cartId, session, sideLine } = await filledCart()
    expectOk(await remove(session, cartId, sideLine))
    await expectUnchanged(t, session, cartId, async () => {
      expectError(await remove(session, cartId, sideLine), 404, 'NOT_FOUND')
      expectError(await remove(session, cartId, 2_000_000_000), 404, 'NOT_FOUND')
      expectValidationError(await remove(session, cartId, 'abc'), 'lineId')
    })
  })
})
