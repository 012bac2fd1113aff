import type { TOrder } from '@deli/contracts'
import { cartCount } from '@deli/domain'
import { describe, expect, it } from 'vitest'
import { productCount } from './order-summary-modal.tsx'

const line = (name: string, quantity: number) => ({ name, quantity, isUtensils: /utensils/i.test(name) })

describe('productCount (the order history and the Order Summary)', () => {
  it("is the domain's cartCount: every line's quantity but the utensils", () => {
    const products = [line('Turkey Club', 2), line('Utensils', 3), line('Chips', 1)]
    const order = { products } as unknown as TOrder
    expect(productCount(order)).toBe(3)
    expect(productCount(order)).toBe(cartCount(products))
  })
})
