import { describe, expect, it } from 'vitest'
import {
  CLEAN_TEXT_MESSAGE,
  ID_MESSAGE,
  INT4_MAX,
  isCleanText,
  ZIdSchema,
  ZIntIdSchema,
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
