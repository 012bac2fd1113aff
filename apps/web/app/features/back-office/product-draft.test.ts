import { CATALOGUE_MESSAGES } from '@deli/contracts/catalogue-rules'
import { MAKE_SECONDS_MESSAGE } from '@deli/contracts/constants'
import { CATALOGUE_RULE_MESSAGES } from '@deli/domain/catalogue-rules'
import { describe, expect, it } from 'vitest'
import {
  centsOf,
  checkDraft,
  emptyDraft,
  newGroup,
  newOption,
  storesOf,
  type TProductDraft,
} from './product-draft.ts'

const filled = (overrides: Partial<TProductDraft> = {}): TProductDraft => ({
  ...emptyDraft(3),
  name: '  Harvest Melt ',
  description: 'Turkey and apple.',
  cost: '12.49',
  calories: '690',
  image: 'uploads/0123456789abcdef01234567-800.webp',
  ...overrides,
})

describe('the product form’s draft', () => {
  it('reads typed dollars as cents, and anything else as no price', () => {
    expect(centsOf('12.49')).toBe(1249)
    expect(centsOf('$7')).toBe(700)
    expect(centsOf('-0.50')).toBe(-50)
    expect(centsOf('-$0.5')).toBe(-50)
    expect(Number.isNaN(centsOf('12.499'))).toBe(true)
    expect(Number.isNaN(centsOf('twelve'))).toBe(true)
  })

  it('sends the contract’s shape, trimmed, when every rule holds', () => {
    const checked = checkDraft(filled())
    expect(checked.errors).toBeNull()
    expect(checked.input).toMatchObject({ categoryId: 3, name: 'Harvest Melt', cost: 1249, calories: 690 })
  })

  it("sends make times as whole seconds, empty as the chain's default, and refuses others (ADR 065)", () => {
    expect(checkDraft(filled()).input).toMatchObject({ makeSeconds: null, makeExtraSeconds: null })
    const own = checkDraft(filled({ makeSeconds: ' 240 ', makeExtraSeconds: '45' }))
    expect(own.input).toMatchObject({ makeSeconds: 240, makeExtraSeconds: 45 })
    for (const typed of ['four', '-1', '7201', '2.5']) {
      expect(checkDraft(filled({ makeSeconds: typed })).errors).toEqual({ makeSeconds: MAKE_SECONDS_MESSAGE })
    }
  })

  it('says the API’s sentence per field first, then the rules across fields', () => {
    expect(checkDraft(filled({ cost: 'twelve', image: '' })).errors).toEqual({
      cost: CATALOGUE_MESSAGES.price,
      image: CATALOGUE_MESSAGES.image,
    })
    const group = { ...newGroup(), name: 'Bread', min: '2', max: '1' }
    expect(
      checkDraft(filled({ optionGroups: [{ ...group, options: [{ ...newOption(), name: 'Rye' }] }] })).errors,
    ).toEqual({
      'optionGroups.0.min': CATALOGUE_RULE_MESSAGES.groupMinOverMax,
    })
  })

  it('lists a new product on every store, one store, or none', () => {
    expect(storesOf(filled({ listing: 'all' }))).toBe('all')
    expect(storesOf(filled({ listing: 'one', storeId: '12' }))).toEqual([12])
    expect(storesOf(filled({ listing: 'none', storeId: '12' }))).toEqual([])
  })
})
