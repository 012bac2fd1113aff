import { ZPasswordSchema, ZSignUpBodySchema } from '@deli/contracts'
import { PASSWORD_MAX, PASSWORD_MIN } from '@deli/contracts/constants'
import { describe, expect, it } from 'vitest'
import {
  isPasswordEmail,
  isPasswordPattern,
  meetsPasswordCriteria,
  PASSWORD_IS_EMAIL_MESSAGE,
  PASSWORD_LONG_MESSAGE,
  PASSWORD_PATTERN_MESSAGE,
  PASSWORD_SHORT_MESSAGE,
  passwordCriteria,
  passwordProblem,
} from './password-rules.ts'

const metById = (password: string, email?: string) =>
  Object.fromEntries(
    passwordCriteria(password, email === undefined ? {} : { email }).map((item) => [item.id, item.met]),
  )

describe('passwordCriteria', () => {
  it('lists the criteria in a fixed order with visible labels', () => {
    const criteria = passwordCriteria('')
    expect(criteria.map((item) => item.id)).toEqual(['min-length', 'max-length', 'not-email', 'not-pattern'])
    expect(criteria.map((item) => item.label)).toEqual([
      'At least 8 characters',
      'At most 128 characters',
      'Not your email address',
      'Not a repeated or sequential run (like aaaaaaaa or 12345678)',
    ])
  })

  it('marks unmet only what an empty password breaks: the minimum, not the maximum or prohibitions', () => {
    expect(metById('', 'sam.baker@example.com')).toEqual({
      'min-length': false,
      'max-length': true,
      'not-email': true,
      'not-pattern': true,
    })
    expect(meetsPasswordCriteria('')).toBe(false)
  })

  it('needs at least 8 characters', () => {
    expect(metById('tuna-ry')['min-length']).toBe(false)
    expect(metById('tuna-rye')['min-length']).toBe(true)
  })

  it('allows up to 128 characters, and no more', () => {
    expect(metById('x1'.repeat(64))['max-length']).toBe(true)
    expect(metById(`${'x1'.repeat(64)}y`)['max-length']).toBe(false)
  })

  it('counts characters as the user sees them (an emoji counts once)', () => {
    expect(metById('🥪🥪🥪🥪')['min-length']).toBe(false)
    expect(metById('🥪 on rye, please')['min-length']).toBe(true)
  })

  it('refuses the email address, with any case or outer spaces', () => {
    expect(metById('Sam.Baker@example.com', 'sam.baker@example.com')['not-email']).toBe(false)
    expect(metById(' sam.baker@example.com ', 'Sam.Baker@Example.com')['not-email']).toBe(false)
    expect(metById('pastrami on rye', 'sam.baker@example.com')['not-email']).toBe(true)
    expect(metById('pastrami on rye')['not-email']).toBe(true)
  })

  it('meets every criterion for a sensible passphrase', () => {
    expect(meetsPasswordCriteria('pastrami on rye', { email: 'sam@example.com' })).toBe(true)
    expect(meetsPasswordCriteria('1234567')).toBe(false)
    expect(meetsPasswordCriteria('12345678')).toBe(false)
  })
})

describe('isPasswordEmail', () => {
  it('also refuses the local part of the address when it is long enough to be a password', () => {
    expect(isPasswordEmail('samuelbaker', 'samuelbaker@example.com')).toBe(true)
    expect(isPasswordEmail('sam', 'sam@example.com')).toBe(false)
    expect(isPasswordEmail('anything', undefined)).toBe(false)
    expect(isPasswordEmail('anything', '  ')).toBe(false)
  })
})

describe('isPasswordPattern', () => {
  it('finds one character repeated', () => {
    expect(isPasswordPattern('aaaaaaaa')).toBe(true)
    expect(isPasswordPattern('00000000')).toBe(true)
  })

  it('finds a short chunk repeated', () => {
    expect(isPasswordPattern('abababab')).toBe(true)
    expect(isPasswordPattern('abcabcabc')).toBe(true)
    expect(isPasswordPattern('abcdabcd')).toBe(false)
  })

  it('finds straight ascending and descending runs, ignoring case', () => {
    expect(isPasswordPattern('12345678')).toBe(true)
    expect(isPasswordPattern('87654321')).toBe(true)
    expect(isPasswordPattern('abcDEFgh')).toBe(true)
    expect(isPasswordPattern('1234abcd')).toBe(false)
  })

  it('leaves ordinary passwords alone', () => {
    expect(isPasswordPattern('')).toBe(false)
    expect(isPasswordPattern('pastrami on rye')).toBe(false)
    expect(isPasswordPattern('13572468')).toBe(false)
  })
})

describe('passwordProblem', () => {
  it('names the first broken rule, in the order a person fixes them', () => {
    expect(passwordProblem('short')).toBe(PASSWORD_SHORT_MESSAGE)
    expect(passwordProblem('x'.repeat(129))).toBe(PASSWORD_LONG_MESSAGE)
    expect(passwordProblem('ana.ruiz@example.com', 'ana.ruiz@example.com')).toBe(PASSWORD_IS_EMAIL_MESSAGE)
    expect(passwordProblem('12345678')).toBe(PASSWORD_PATTERN_MESSAGE)
    expect(passwordProblem('abcabcabc')).toBe(PASSWORD_PATTERN_MESSAGE)
  })

  it('accepts a password that meets every criterion of the checklist', () => {
    expect(passwordProblem('Sandwich-Lover-42', 'ana@example.com')).toBeNull()
    expect(meetsPasswordCriteria('Sandwich-Lover-42', { email: 'ana@example.com' })).toBe(true)
  })
})

describe('password length: one counting (characters, so an emoji is one) for the form and the API', () => {
  const lengthProblem = (password: string) => {
    const problem = passwordProblem(password)
    return problem === PASSWORD_SHORT_MESSAGE || problem === PASSWORD_LONG_MESSAGE ? problem : null
  }
  const schemaProblem = (password: string) => {
    const parsed = ZPasswordSchema.safeParse(password)
    return parsed.success ? null : (parsed.error.issues[0]?.message ?? 'refused')
  }
  const samples = [
    'x1'.repeat(PASSWORD_MIN / 2),
    `${'x1'.repeat(PASSWORD_MIN / 2)}`.slice(1),
    '🥪'.repeat(PASSWORD_MIN),
    '🥪'.repeat(PASSWORD_MIN - 1),
    '🥪'.repeat(PASSWORD_MAX),
    '🥪'.repeat(PASSWORD_MAX + 1),
    'x1'.repeat(PASSWORD_MAX / 2),
    `${'x1'.repeat(PASSWORD_MAX / 2)}y`,
    `é${'🥪'.repeat(PASSWORD_MAX - 1)}`,
  ]

  it('gives the schema and the domain the same answer, with the same sentence, at both limits', () => {
    for (const password of samples) expect(schemaProblem(password), password).toBe(lengthProblem(password))
  })

  it('takes a 128-emoji password with its confirmation on sign-up, and 7 emoji are too short', () => {
    const body = {
      first_name: 'Ana',
      last_name: 'Ruiz',
      email: 'ana@example.com',
      phone: '2145550100',
      password: '🥪'.repeat(PASSWORD_MAX),
      password_confirmation: '🥪'.repeat(PASSWORD_MAX),
    }
    expect(ZSignUpBodySchema.safeParse(body).success).toBe(true)
    expect(schemaProblem('🥪'.repeat(PASSWORD_MIN - 1))).toBe(PASSWORD_SHORT_MESSAGE)
  })
})
