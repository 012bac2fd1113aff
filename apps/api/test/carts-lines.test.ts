import { beforeAll, describe, expect, it } from 'vitest'
import {
  addProduct,
  addSimple,
  cartUrl,
  expectCart,
  expectCreated,
  expectUnchanged,
  getCart,
  menuOf,
  openCart,
  optionCost,
  pickStore,
  productById,
  requiredChoices,
  steppedCateringProduct,
  type TAny,
  type TSession,
  taxOf,
  utensilsProduct,
} from './cart-helpers.ts'
import { expectError, expectValidationError } from './expect-envelope.ts'
import { build, type TTestApp } from './helper.ts'

let t: TTestApp
beforeAll(async () => {
  t = await build()
})

/** A store with a price tier other than list price, selling the whole catalog. */
const tieredStore = () =>
  pickStore((store) => store.priceTierPercent !== 100 && store.unavailableProductIds.length === 0)

const post = (session: TSession, cartId: string, payload: unknown) =>
  t.call({
    method: 'POST',
    url: cartUrl(cartId, '/products'),
    payload: payload as TAny,
    headers: session.headers,
  })

async function freshCart(menuId = tieredStore().menu_id) {
  const { cart, session } = await openCart(t, { menu_id: menuId })
  return { cartId: cart.id as string, session }
}

const TURKEY = 102
const turkey = productById(TURKEY)
const groupNamed = (name: string) => {
  const group = turkey.optionGroups.find((candidate) => candidate.name === name)
  if (!group) throw new Error(`no ${name} group`)
  return group
}
const bread = groupNamed('Bread')
const cheese = groupNamed('Cheese')
const addOns = groupNamed('Add-ons')
const pricedBread = bread.options.find((option) => option.cost > 0) ?? bread.options[0]
const pricedAddOn = addOns.options.find((option) => option.cost > 0) ?? addOns.options[0]

describe('POST /api/v1/carts/{cartId}/products', () => {
  it("adds a line priced at the store's tier plus option costs, with the answered cart checked field by field", async () => {
    const store = tieredStore()
    const menu = await menuOf(t, store.menu_id)
    const { cartId, session } = await freshCart(store.menu_id)
    const choices = [
      { id: pricedBread?.id ?? 0, quantity: 1 },
      { id: pricedAddOn?.id ?? 0, quantity: 2 },
    ]
    const cart = await addProduct(t, session, cartId, {
      product_id: TURKEY,
      quantity: 3,
      choices,
      instructions: '  cut in half  ',
      recipient: ' Ann ',
    })
    const listed = menu.get(TURKEY) as TAny
    const unit =
      listed.cost + optionCost(listed, choices[0]?.id ?? 0) + 2 * optionCost(listed, choices[1]?.id ?? 0)
    expect(listed.cost).not.toBe(turkey.cost)
    expect(cart.id).toBe(cartId)
    expect(cart.products).toHaveLength(1)
    const line = cart.products[0]
    expect(Number.isInteger(line.id)).toBe(true)
    expect(line).toMatchObject({
      product_id: TURKEY,
      name: turkey.name,
      quantity: 3,
      cost: { unit, total: unit * 3 },
      // The whole line's calories (ADR 049): the item, its bread and two add-ons, three times.
      calories: (turkey.calories + (pricedBread?.calories ?? 0) + 2 * (pricedAddOn?.calories ?? 0)) * 3,
      instructions: 'cut in half',
      recipient: 'Ann',
      isUtensils: false,
      available: true,
      soldOut: false,
    })
    expect(line.image.startsWith('/images/products/')).toBe(true)
    expect(line.choices).toEqual([
      { option_id: pricedBread?.id, name: pricedBread?.name, quantity: 1, cost: pricedBread?.cost },
      { option_id: pricedAddOn?.id, name: pricedAddOn?.name, quantity: 2, cost: pricedAddOn?.cost },
    ])
    expect(cart.count).toBe(3)
    const subtotal = unit * 3
    const tax = taxOf(subtotal, store.taxRateBps)
    expect(cart.totals).toEqual({
      subtotal,
      discount: 0,
      taxRateBps: store.taxRateBps,
      tax,
      deliveryFee: 0,
      total: subtotal + tax,
    })
    expect(await getCart(t, session, cartId)).toEqual(cart)
  })

  it('adds lines one after another, counts every item but utensils, and sums the totals', async () => {
    const store = tieredStore()
    const menu = await menuOf(t, store.menu_id)
    const { cartId, session } = await freshCart(store.menu_id)
    const side = 172
    const utensils = utensilsProduct()
    await addSimple(t, session, cartId, TURKEY, 2)
    await addSimple(t, session, cartId, side, 3)
    const cart = await addSimple(t, session, cartId, utensils.product_id, 4)
    expect(cart.products.map((line: TAny) => line.product_id)).toEqual([TURKEY, side, utensils.product_id])
    const utensilsLine = cart.products[2]
    expect(utensilsLine.isUtensils).toBe(true)
    expect(cart.products.filter((line: TAny) => line.isUtensils)).toHaveLength(1)
    expect(cart.count).toBe(5)
    const bread0 = requiredChoices(TURKEY)[0]?.id ?? 0
    const turkeyUnit = (menu.get(TURKEY) as TAny).cost + optionCost(menu.get(TURKEY) as TAny, bread0)
    expect(cart.products[0].cost).toEqual({ unit: turkeyUnit, total: turkeyUnit * 2 })
    expect(cart.products[1].cost).toEqual({
      unit: menu.get(side)?.cost,
      total: (menu.get(side)?.cost ?? 0) * 3,
    })
    expect(utensilsLine.cost.unit).toBe(menu.get(utensils.product_id)?.cost)
    const subtotal = cart.products.reduce((sum: number, line: TAny) => sum + line.cost.total, 0)
    expect(cart.totals.subtotal).toBe(subtotal)
    expect(cart.totals.tax).toBe(taxOf(subtotal, store.taxRateBps))
    expect(cart.totals.total).toBe(subtotal + taxOf(subtotal, store.taxRateBps))
  })

  it('lands every one of 5 concurrent adds to one basket', async () => {
    const { cartId, session } = await freshCart()
    const products = [172, 173, 174, 175, 176]
    const responses = await Promise.all(
      products.map((productId, index) =>
        post(session, cartId, { product_id: productId, quantity: index + 1 }),
      ),
    )
    for (const response of responses) expectCart(expectCreated(response))
    const cart = await getCart(t, session, cartId)
    expect(cart.products).toHaveLength(5)
    expect(cart.products.map((line: TAny) => line.product_id).sort()).toEqual(products)
    expect(cart.count).toBe(1 + 2 + 3 + 4 + 5)
  })

  it('answers 404 PRODUCT_NOT_FOUND for an unknown product and changes nothing', async () => {
    const { cartId, session } = await freshCart()
    await addSimple(t, session, cartId, 172)
    await expectUnchanged(t, session, cartId, async () =>
      expectError(
        await post(session, cartId, { product_id: 999_999, quantity: 1 }),
        404,
        'PRODUCT_NOT_FOUND',
      ),
    )
  })

  it('answers 422 PRODUCT_UNAVAILABLE for a product the store does not sell now', async () => {
    const store = pickStore((candidate) => candidate.unavailableProductIds.length >= 2)
    const { cartId, session } = await freshCart(store.menu_id)
    for (const productId of store.unavailableProductIds) {
      await expectUnchanged(t, session, cartId, async () => {
        const response = await post(session, cartId, {
          product_id: productId,
          quantity: 1,
          choices: requiredChoices(productId),
        })
        expectError(response, 422, 'PRODUCT_UNAVAILABLE')
        expect(response.json.message).toContain(productById(productId).name)
      })
    }
  })

  it('answers 422 CHOICES_INVALID naming the group of a missing required choice', async () => {
    const { cartId, session } = await freshCart()
    await expectUnchanged(t, session, cartId, async () => {
      const response = await post(session, cartId, { product_id: TURKEY, quantity: 1, choices: [] })
      expectError(response, 422, 'CHOICES_INVALID')
      expect(Object.keys(response.json.errors)).toEqual([String(bread.id)])
      expect(response.json.message).toBe(response.json.errors[String(bread.id)])
    })
  })

  it('answers 422 CHOICES_INVALID for too many choices in a group', async () => {
    const { cartId, session } = await freshCart()
    const tooMany = cheese.options.slice(0, cheese.max + 1).map((option) => ({ id: option.id, quantity: 1 }))
    await expectUnchanged(t, session, cartId, async () => {
      const response = await post(session, cartId, {
        product_id: TURKEY,
        quantity: 1,
        choices: [...requiredChoices(TURKEY), ...tooMany],
      })
      expectError(response, 422, 'CHOICES_INVALID')
      expect(response.json.errors).toHaveProperty(String(cheese.id))
    })
  })

  it('answers 422 CHOICES_INVALID for option quantities over the menu limit (50 × a bread, 20 × bacon), nothing saved', async () => {
    const { cartId, session } = await freshCart()
    const bacon = addOns.options.find((option) => option.name === 'Bacon')
    expect(bacon?.maxQuantity).toBe(2)
    await expectUnchanged(t, session, cartId, async () => {
      const breads = await post(session, cartId, {
        product_id: TURKEY,
        quantity: 1,
        choices: [{ id: pricedBread?.id ?? 0, quantity: 50 }],
      })
      expectError(breads, 422, 'CHOICES_INVALID')
      expect(breads.json.errors).toMatchObject({
        choices: `${pricedBread?.name} can be added only once.`,
        [String(bread.id)]: 'Choose up to 1 Bread.',
      })
      const extras = await post(session, cartId, {
        product_id: TURKEY,
        quantity: 1,
        choices: [...requiredChoices(TURKEY), { id: bacon?.id ?? 0, quantity: 20 }],
      })
      expectError(extras, 422, 'CHOICES_INVALID')
      expect(extras.json.errors.choices).toBe('Bacon can be added at most 2 times.')
    })
  })

  it("answers 422 CHOICES_INVALID for another product's option and for a repeated option", async () => {
    const { cartId, session } = await freshCart()
    const foreign = productById(101).optionGroups[0]?.options[0]?.id ?? 0
    await expectUnchanged(t, session, cartId, async () => {
      const response = await post(session, cartId, {
        product_id: TURKEY,
        quantity: 1,
        choices: [...requiredChoices(TURKEY), { id: foreign, quantity: 1 }],
      })
      expectError(response, 422, 'CHOICES_INVALID')
      expect(response.json.errors).toHaveProperty('choices')
      const repeated = requiredChoices(TURKEY)
      const again = await post(session, cartId, {
        product_id: TURKEY,
        quantity: 1,
        choices: [...repeated, ...repeated],
      })
      expectError(again, 422, 'CHOICES_INVALID')
      expect(again.json.errors).toHaveProperty('choices')
    })
  })

  it('answers 422 QUANTITY_INVALID off the increment grid and out of range', async () => {
    const boxed = steppedCateringProduct()
    const { min, max, increments } = boxed.quantities
    const { cartId, session } = await freshCart()
    for (const quantity of [min + 1, min - increments, 0, -min, max + increments]) {
      await expectUnchanged(t, session, cartId, async () => {
        const response = await post(session, cartId, {
          product_id: boxed.product_id,
          quantity,
          choices: requiredChoices(boxed.product_id),
        })
        expectError(response, 422, 'QUANTITY_INVALID')
        expect(response.json.errors).toHaveProperty('quantity')
      })
    }
    for (const quantity of [0, 100]) {
      await expectUnchanged(t, session, cartId, async () =>
        expectError(await post(session, cartId, { product_id: 172, quantity }), 422, 'QUANTITY_INVALID'),
      )
    }
    const cart = await addSimple(t, session, cartId, boxed.product_id, min + increments)
    expect(cart.products[0].quantity).toBe(min + increments)
  })

  it('refuses malformed bodies with 400 VALIDATION_FAILED and changes nothing', async () => {
    const { cartId, session } = await freshCart()
    await addSimple(t, session, cartId, 172)
    const bodies: [unknown, string][] = [
      [{ quantity: 1 }, 'product_id'],
      [{ product_id: 'x', quantity: 1 }, 'product_id'],
      [{ product_id: 0, quantity: 1 }, 'product_id'],
      [{ product_id: 172 }, 'quantity'],
      [{ product_id: 172, quantity: 1.5 }, 'quantity'],
      [{ product_id: 172, quantity: '2' }, 'quantity'],
      [{ product_id: 172, quantity: 1, choices: 'none' }, 'choices'],
      [{ product_id: TURKEY, quantity: 1, choices: [{ id: bread.options[0]?.id, quantity: 0 }] }, 'choices'],
      [{ product_id: 172, quantity: 1, instructions: 'x'.repeat(201) }, 'instructions'],
      [{ product_id: 172, quantity: 1, recipient: 'x'.repeat(61) }, 'recipient'],
    ]
    for (const [body, field] of bodies) {
      await expectUnchanged(t, session, cartId, async () =>
        expectValidationError(await post(session, cartId, body), field),
      )
    }
    await expectUnchanged(t, session, cartId, async () =>
      expectValidationError(await post(session, cartId, null)),
    )
  })
})
