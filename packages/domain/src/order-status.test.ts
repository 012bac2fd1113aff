import { ORDER_STATUSES, ZOrderStatusBodySchema } from '@deli/contracts'
import { describe, expect, it } from 'vitest'
import {
  canTransition,
  isFinalStatus,
  isLiveOrder,
  isUnfiredStatus,
  nextStatuses,
  ORDER_STATUS_LABELS,
  orderPoints,
  STAFF_STATUSES,
  statusChangeRefused,
} from './order-status.ts'

describe('order status transitions', () => {
  it('fires a scheduled or held order to received; staff may start it early or cancel it (ADR 066)', () => {
    for (const unfired of ['scheduled', 'held'] as const) {
      expect(nextStatuses(unfired)).toEqual(['received', 'in_progress', 'cancelled'])
      expect(isUnfiredStatus(unfired)).toBe(true)
      expect(canTransition(unfired, 'ready')).toBe(false)
      expect(canTransition(unfired, 'completed')).toBe(false)
    }
    expect(canTransition('received', 'scheduled')).toBe(false)
    expect(canTransition('received', 'held')).toBe(false)
    expect(canTransition('scheduled', 'held')).toBe(false)
    expect(ORDER_STATUSES.filter(isUnfiredStatus)).toEqual(['scheduled', 'held'])
  })

  it('runs received → in_progress → ready → completed', () => {
    expect(canTransition('received', 'in_progress')).toBe(true)
    expect(canTransition('in_progress', 'ready')).toBe(true)
    expect(canTransition('ready', 'completed')).toBe(true)
  })

  it('cancels only from received or in progress', () => {
    expect(canTransition('received', 'cancelled')).toBe(true)
    expect(canTransition('in_progress', 'cancelled')).toBe(true)
    expect(canTransition('ready', 'cancelled')).toBe(false)
    expect(canTransition('completed', 'cancelled')).toBe(false)
    expect(canTransition('pending', 'cancelled')).toBe(false)
  })

  it('lets only payment settle a pending order', () => {
    expect(nextStatuses('pending')).toEqual(['received', 'scheduled', 'held', 'failed'])
    expect(canTransition('received', 'received')).toBe(false)
    expect(canTransition('ready', 'in_progress')).toBe(false)
    expect(canTransition('received', 'completed')).toBe(false)
  })

  it('ends at completed, cancelled and failed', () => {
    expect(ORDER_STATUSES.filter(isFinalStatus)).toEqual(['failed', 'completed', 'cancelled'])
  })

  it('leaves received and failed to the payment worker: the staff route accepts exactly the staff statuses', () => {
    const acceptedFromStaff = ORDER_STATUSES.filter(
      (status) => ZOrderStatusBodySchema.safeParse({ status }).success,
    )
    expect(acceptedFromStaff).toEqual([...STAFF_STATUSES])
    expect(acceptedFromStaff).not.toContain('received')
    expect(acceptedFromStaff).not.toContain('failed')
  })

  it('counts every order but failed and cancelled ones as live', () => {
    expect(ORDER_STATUSES.filter(isLiveOrder)).toEqual([
      'pending',
      'scheduled',
      'held',
      'received',
      'in_progress',
      'ready',
      'completed',
    ])
  })

  it('labels every status and explains a refused change', () => {
    for (const status of ORDER_STATUSES) expect(ORDER_STATUS_LABELS[status]).toBeTruthy()
    expect(statusChangeRefused('ready', 'cancelled')).toBe('An order that is ready cannot become cancelled.')
  })
})

describe('orderPoints', () => {
  it('earns 10 points per whole dollar of subtotal', () => {
    expect(orderPoints(2599)).toBe(250)
    expect(orderPoints(100)).toBe(10)
    expect(orderPoints(99)).toBe(0)
    expect(orderPoints(0)).toBe(0)
    expect(orderPoints(-100)).toBe(0)
  })
})
