import { ZPasskeyNameSchema } from '@deli/contracts'
import { PASSKEY_NAME_MAX } from '@deli/contracts/constants'
import { describe, expect, it } from 'vitest'
import {
  nextPasskeyName,
  PASSKEY_NAME_REQUIRED,
  PASSKEY_NAME_TOO_LONG,
  passkeyNameProblem,
} from './passkey-rules.ts'

describe('nextPasskeyName', () => {
  it('is "Passkey" for the first, then the lowest free number', () => {
    expect(nextPasskeyName([])).toBe('Passkey')
    expect(nextPasskeyName(['Work laptop'])).toBe('Passkey')
    expect(nextPasskeyName(['Passkey'])).toBe('Passkey 2')
    expect(nextPasskeyName(['passkey ', 'Passkey 2', 'Passkey 4'])).toBe('Passkey 3')
  })
})

describe('passkeyNameProblem', () => {
  it('asks for a name, refuses one too long, and agrees with the API schema at the limit', () => {
    expect(passkeyNameProblem('   ')).toBe(PASSKEY_NAME_REQUIRED)
    expect(passkeyNameProblem('My phone')).toBeNull()
    const longest = 'é'.repeat(PASSKEY_NAME_MAX)
    expect(passkeyNameProblem(longest)).toBeNull()
    expect(ZPasskeyNameSchema.safeParse(longest).success).toBe(true)
    expect(passkeyNameProblem(`${longest}x`)).toBe(PASSKEY_NAME_TOO_LONG)
    expect(ZPasskeyNameSchema.safeParse(`${longest}x`).success).toBe(false)
    expect(ZPasskeyNameSchema.safeParse('  ').success).toBe(false)
  })
})
