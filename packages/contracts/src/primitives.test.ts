import { describe, expect, it } from 'vitest'
import { isPageNumber, PAGE_NUMBER_MAX } from './constants.ts'
import {
  CLEAN_TEXT_MESSAGE,
  ID_MESSAGE,
  INT4_MAX,
  isCleanText,
  PAGE_NUMBER_MESSAGE,
  ZIdSchema,
  ZIntIdSchema,
  ZPageNumberSchema,
  ZTextSchema,
} from './primitives.ts'

describe('ids fit a PostgreSQL integer', () => {
  it('accepts 1 … 2147483647 and refuses 0, negatives, fractions and anything past int4', () => {
    expect(ZIdSchema.parse(1)).toBe(1)
    expect(ZIdSchema.parse(INT4_MAX)).toBe(INT4_MAX)
    for (const bad of [0, -1, 1.5, INT4_MAX + 1, 2 ** 53, Number.MAX_SAFE_INTEGER]) {
      const result = ZIdSchema.safeParse(bad)
      expect(result.success, String(bad)).toBe(false)
      expect(result.error?.issues[0]?.message).toBe(ID_MESSAGE)
    }
  })

  it('in a path: decimal digits only, same bound', () => {
    expect(ZIntIdSchema.parse('42')).toBe(42)
    for (const bad of ['2147483648', '9999999999', '0x10', '1e3', '', '-1']) {
      expect(ZIntIdSchema.safeParse(bad).success, bad).toBe(false)
    }
  })
})

describe('clean text: no NUL, no lone surrogate', () => {
  it('accepts ordinary text, accents and emoji (paired surrogates)', () => {
    for (const good of ['Ana', 'Zoë Müller', 'Sandwich 🥪', '']) expect(isCleanText(good), good).toBe(true)
  })

  it('refuses NUL and unpaired surrogates anywhere, with a human message', () => {
    for (const bad of ['a\u0000b', '\ud800', 'x\udc00', 'end\ud83e', '\udd6a start']) {
      expect(isCleanText(bad), JSON.stringify(bad)).toBe(false)
      const result = ZTextSchema().trim().max(60).safeParse(bad)
      expect(result.success).toBe(false)
      expect(result.error?.issues[0]?.message).toBe(CLEAN_TEXT_MESSAGE)
    }
  })
})

describe('page numbers: one rule for the API and the storefront', () => {
  it('the API takes a whole number from 1 to PAGE_NUMBER_MAX', () => {
    expect(ZPageNumberSchema.parse('1')).toBe(1)
    expect(ZPageNumberSchema.parse(String(PAGE_NUMBER_MAX))).toBe(PAGE_NUMBER_MAX)
    for (const page of ['0', '-1', '1.5', 'two', String(PAGE_NUMBER_MAX + 1)]) {
      const result = ZPageNumberSchema.safeParse(page)
      expect(result.success, page).toBe(false)
      expect(result.error?.issues[0]?.message).toBe(PAGE_NUMBER_MESSAGE)
    }
  })

  it("the storefront's URL guard takes the same numbers, written plainly", () => {
    for (const page of ['1', '2', '30', String(PAGE_NUMBER_MAX)]) expect(isPageNumber(page), page).toBe(true)
    for (const page of ['0', '-1', '1.5', 'two', '01', ' 2', '', String(PAGE_NUMBER_MAX + 1)])
      expect(isPageNumber(page), page).toBe(false)
  })
})
