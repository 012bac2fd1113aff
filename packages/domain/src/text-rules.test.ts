import {
  BUILDING_RULE,
  EMAIL_RULE,
  INSTRUCTIONS_RULE,
  LINE_INSTRUCTIONS_RULE,
  PHONE_RULE,
  STATE_RULE,
  type TTextRule,
  ZAddProductBodySchema,
  ZDeliveryHandoffBodySchema,
  ZEmailSchema,
  ZIP_RULE,
  ZPhoneSchema,
} from '@deli/contracts'
import { describe, expect, it } from 'vitest'
import { validateField } from './form-rules.ts'
import { ruleError, ruleField } from './text-rules.ts'

const ADDRESS = { address: '1530 Main St', city: 'Dallas', state: 'TX', zip: '75201' }

/** The API's verdict on one delivery-address field: null when accepted, else its message. */
function serverError(field: 'building' | 'instructions' | 'state' | 'zip', value: string): string | null {
  const parsed = ZDeliveryHandoffBodySchema.safeParse({ ...ADDRESS, [field]: value })
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? 'refused')
}

/** The storefront's verdict through a generic form field built from the rule. */
function formError(rule: TTextRule, value: string, type: 'text' | 'email' | 'phone' = 'text'): string | null {
  const checked = validateField({ ...ruleField({ name: 'field', type, label: 'Field' }, rule), value })
  return checked.isValid ? null : checked.error
}

describe('delivery address rules: the forms refuse exactly what the API refuses, with its message', () => {
  const cases: [TTextRule, 'building' | 'instructions' | 'state' | 'zip', string[]][] = [
    [
      BUILDING_RULE,
      'building',
      [
        '',
        'Suite 200',
        'Apt 4B, Floor 2',
        'Bâtiment 3',
        '<Suite 2>',
        'b'.repeat(40),
        'b'.repeat(41),
        '  Unit #7  ',
      ],
    ],
    [
      INSTRUCTIONS_RULE,
      'instructions',
      ['', 'Ring the bell.\nSide door.', 'x'.repeat(200), 'x'.repeat(201), 'tab\there', 'bell\u0007'],
    ],
    [STATE_RULE, 'state', ['TX', 'tx', 'Texas', 'T', '12']],
    [ZIP_RULE, 'zip', ['75201', '7520', '75201-1234', 'ABCDE', ' 75201 ']],
  ]
  for (const [rule, field, values] of cases) {
    it(`${field}`, () => {
      for (const value of values) {
        const server = serverError(field, value)
        expect({ value, error: ruleError(rule, value) }).toEqual({ value, error: server })
        if (value.trim() !== '')
          expect({ value, error: formError(rule, value) }).toEqual({ value, error: server })
      }
    })
  }

  it('names the spec’s messages (spec §5) and limits', () => {
    expect(ruleError(BUILDING_RULE, '<Suite 2>')).toBe('Please enter a valid building.')
    expect(ruleError(BUILDING_RULE, 'b'.repeat(41))).toBe('Please enter a valid building.')
    expect(ruleError(INSTRUCTIONS_RULE, 'x'.repeat(201))).toBe('Please enter valid instructions.')
    expect(ruleError(INSTRUCTIONS_RULE, 'x'.repeat(200))).toBeNull()
  })
})

describe('email and phone: the form checks what the API checks', () => {
  const emails = [
    'ada@example.com',
    'Ada.Lovelace+deli@Example.co.uk',
    'ada@example',
    'ada@@example.com',
    'ada@example.c',
    '.ada@example.com',
    'ada..l@example.com',
    'a da@example.com',
    `${'a'.repeat(250)}@example.com`,
  ]
  it('email', () => {
    for (const value of emails) {
      const parsed = ZEmailSchema.safeParse(value)
      const server = parsed.success ? null : (parsed.error.issues[0]?.message ?? 'refused')
      expect({ value, error: formError(EMAIL_RULE, value, 'email') }).toEqual({ value, error: server })
    }
  })
  it('refuses addresses the old, looser browser check let through', () => {
    expect(formError(EMAIL_RULE, 'ada@example.c', 'email')).toBe('Please enter a valid email.')
    expect(formError(EMAIL_RULE, '.ada@example.com', 'email')).toBe('Please enter a valid email.')
  })
  it('phone (the form strips punctuation before the rule, as spec §5 says)', () => {
    for (const [typed, submitted] of [
      ['(214) 555-0100', '2145550100'],
      ['1 214 555 0100', '12145550100'],
      ['214.555.0123', '2145550123'],
      ['214-555-010', '214555010'],
      ['2 214 555 0100', '22145550100'],
    ] as const) {
      const parsed = ZPhoneSchema.safeParse(submitted)
      const server = parsed.success ? null : (parsed.error.issues[0]?.message ?? 'refused')
      expect({ typed, error: formError(PHONE_RULE, typed, 'phone') }).toEqual({ typed, error: server })
    }
  })
})

describe('special instructions of a bag line', () => {
  it('are the delivery instructions’ characters, at most 120, as the API takes them', () => {
    const body = (instructions: string) =>
      ZAddProductBodySchema.safeParse({ product_id: 1, quantity: 1, instructions })
    expect(LINE_INSTRUCTIONS_RULE.max).toBe(120)
    expect(ruleError(LINE_INSTRUCTIONS_RULE, 'x'.repeat(120))).toBeNull()
    expect(body('x'.repeat(120)).success).toBe(true)
    expect(ruleError(LINE_INSTRUCTIONS_RULE, 'x'.repeat(121))).toBe('Please enter valid instructions.')
    expect(body('x'.repeat(121)).success).toBe(false)
  })
})
