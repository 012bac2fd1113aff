import { describe, expect, it } from 'vitest'
import {
  DEFAULT_QUANTITIES,
  formatMoney,
  formatPhone,
  isStoreOpen,
  isUtensils,
  locationPath,
  offeredHandoffs,
  pageTitle,
  resolveQuantities,
  shouldSearchAddress,
  sortByDistance,
  stepQuantity,
  stripPhonePunctuation,
  TEXTS,
  validateChoices,
  weeklyHoursRows,
} from './index.ts'

describe('@deli/domain index', () => {
  it('re-exports every rule', () => {
    const rules = [
      formatPhone,
      stripPhonePunctuation,
      resolveQuantities,
      stepQuantity,
      shouldSearchAddress,
      isStoreOpen,
      weeklyHoursRows,
      sortByDistance,
      locationPath,
      validateChoices,
      formatMoney,
      pageTitle,
      offeredHandoffs,
      isUtensils,
    ]
    for (const rule of rules) expect(typeof rule).toBe('function')
    expect(TEXTS.signIn).toBe('Sign In')
    expect(DEFAULT_QUANTITIES.max).toBe(99)
  })
})
