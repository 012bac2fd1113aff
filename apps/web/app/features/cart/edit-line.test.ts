import type { TCartProduct } from '@deli/contracts'
import { describe, expect, it } from 'vitest'
import { editLinePath, findEditLine } from './edit-line.ts'

const line = (id: number, product_id: number, name = `Product ${product_id}`): TCartProduct => ({
  id,
  product_id,
  name,
  quantity: 1,
  cost: { unit: 1000, total: 1000 },
  calories: 600,
  choices: [],
  instructions: '',
  recipient: '',
  image: '',
  isUtensils: /utensils/i.test(name),
  available: true,
  soldOut: false,
})

const cart = { products: [line(1, 102), line(2, 150, 'Utensils & Napkins'), line(3, 102), line(4, 110)] }

describe('editLinePath', () => {
  it('points at the product page in edit mode', () => {
    expect(editLinePath(1007, { product_id: 102 }, 2)).toBe('/menu/1007/product/102?edit=102&position=2')
  })
})

describe('findEditLine', () => {
  it('finds the visible line at a 0-based position, skipping utensils', () => {
    expect(findEditLine(cart, '102', '0', 102)?.line.id).toBe(1)
    expect(findEditLine(cart, '102', '1', 102)).toEqual({ line: cart.products[2], position: 1 })
    expect(findEditLine(cart, '110', '2', 110)?.line.id).toBe(4)
  })
  it('falls back to adding for a bad, unknown or mismatched position', () => {
    expect(findEditLine(cart, '102', '3', 102)).toBeNull()
    expect(findEditLine(cart, '102', '2', 102)).toBeNull()
    expect(findEditLine(cart, '102', '-1', 102)).toBeNull()
    expect(findEditLine(cart, '102', '1.5', 102)).toBeNull()
    expect(findEditLine(cart, '102', 'x', 102)).toBeNull()
    expect(findEditLine(cart, '110', '0', 110)).toBeNull()
    expect(findEditLine(cart, '102', '0', 110)).toBeNull()
    expect(findEditLine(cart, null, '0', 102)).toBeNull()
    expect(findEditLine(cart, '102', null, 102)).toBeNull()
    expect(findEditLine(null, '102', '0', 102)).toBeNull()
  })
})
