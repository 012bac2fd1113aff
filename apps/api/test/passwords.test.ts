import * as argon2 from '@node-rs/argon2'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { hashPassword, isCommonPassword, verifyPassword } from '../src/platform/passwords.ts'

vi.mock('@node-rs/argon2', { spy: true })

afterEach(() => vi.mocked(argon2.verify).mockClear())

describe('verifyPassword', () => {
  it('verifies a real argon2id hash: the right password passes, another fails', async () => {
    const stored = await hashPassword('correct horse battery')
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/)
    expect(await verifyPassword(stored, 'correct horse battery')).toBe(true)
    expect(await verifyPassword(stored, 'wrong horse battery')).toBe(false)
  })

  it('for an unknown email still runs a full argon2id verify (so timing does not tell), and answers false', async () => {
    expect(await verifyPassword(undefined, 'whatever it is')).toBe(false)
    expect(argon2.verify).toHaveBeenCalledTimes(1)
    const [hashUsed, passwordUsed] = vi.mocked(argon2.verify).mock.calls[0] ?? []
    expect(hashUsed).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/)
    expect(passwordUsed).toBe('whatever it is')
  })
})

describe('isCommonPassword', () => {
  it('knows breached passwords whatever their case, and not a long passphrase', () => {
    expect(isCommonPassword('password1')).toBe(true)
    expect(isCommonPassword('PassWord1')).toBe(true)
    expect(isCommonPassword('deli counter pickles at noon')).toBe(false)
  })
})
