import { ORDER_STATUSES } from '@deli/contracts'
import { describe, expect, it } from 'vitest'
import { isOrderPaid, ORDER_POINTS_TEXTS, orderPointsState, orderPointsText } from './order-points.ts'

describe('isOrderPaid', () => {
  it('is true for a card order once charged: scheduled or held (ADR 066) and from received on', () => {
    const paid = ORDER_STATUSES.filter((status) => isOrderPaid({ status, payment_type: 'card' }))
    expect(paid.sort()).toEqual(['completed', 'held', 'in_progress', 'ready', 'received', 'scheduled'])
  })

  it('is true for an order paid in store only once it is handed over', () => {
    const paid = ORDER_STATUSES.filter((status) => isOrderPaid({ status, payment_type: 'instore' }))
    expect(paid).toEqual(['completed'])
  })
})

describe('orderPointsState', () => {
  it('keeps a pay-in-store order pending until it is paid at the counter', () => {
    expect(orderPointsState({ status: 'received', payment_type: 'instore', points: 190 })).toBe('pending')
    expect(orderPointsState({ status: 'ready', payment_type: 'instore', points: 190 })).toBe('pending')
    expect(orderPointsState({ status: 'completed', payment_type: 'instore', points: 190 })).toBe('earned')
  })

  it('earns a card order once paid, and nothing for a failed, cancelled or pointless order', () => {
    expect(orderPointsState({ status: 'pending', payment_type: 'card', points: 190 })).toBe('pending')
    expect(orderPointsState({ status: 'received', payment_type: 'card', points: 190 })).toBe('earned')
    expect(orderPointsState({ status: 'failed', payment_type: 'card', points: 190 })).toBe('none')
    expect(orderPointsState({ status: 'cancelled', payment_type: 'instore', points: 190 })).toBe('none')
    expect(orderPointsState({ status: 'completed', payment_type: 'card', points: 0 })).toBe('none')
  })
})

describe('orderPointsText', () => {
  it('says pending and why, or earned, or nothing', () => {
    expect(orderPointsText({ status: 'received', payment_type: 'instore', points: 190 })).toEqual({
      text: '190 points pending',
      note: 'Added to your account when you pay at the store.',
    })
    expect(orderPointsText({ status: 'completed', payment_type: 'instore', points: 1_190 })).toEqual({
      text: '1,190 points earned',
      note: '',
    })
    expect(orderPointsText({ status: 'pending', payment_type: 'card', points: 50 }).note).toBe(
      ORDER_POINTS_TEXTS.pendingCard,
    )
    expect(orderPointsText({ status: 'cancelled', payment_type: 'card', points: 50 })).toEqual({
      text: '',
      note: '',
    })
  })
})
