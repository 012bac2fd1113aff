import { describe, expect, it } from 'vitest'
import { isDatabaseUnavailable } from '../src/platform/database-errors.ts'

/** Which failures mean "the database cannot be reached now" (503 with Retry-After), not a bug (500). */
describe('isDatabaseUnavailable', () => {
  const socketError = (code: string, syscall: string) =>
    Object.assign(new Error(`${syscall} ${code} /tmp/.s.PGSQL.5432`), { code, syscall })

  it('is true for a server that is down, over TCP or over its Unix socket (ADR 034), also when wrapped', () => {
    expect(isDatabaseUnavailable(socketError('ECONNREFUSED', 'connect'))).toBe(true)
    expect(isDatabaseUnavailable(socketError('ENOENT', 'connect'))).toBe(true)
    const wrapped = new Error('Failed query: select 1', { cause: socketError('ENOENT', 'connect') })
    expect(isDatabaseUnavailable(wrapped)).toBe(true)
    expect(isDatabaseUnavailable(Object.assign(new Error('shutting down'), { code: '57P01' }))).toBe(true)
  })

  it('is false for a missing file or another error: those are bugs, not outages', () => {
    expect(isDatabaseUnavailable(socketError('ENOENT', 'open'))).toBe(false)
    expect(isDatabaseUnavailable(new Error('boom'))).toBe(false)
    expect(isDatabaseUnavailable(Object.assign(new Error('unique'), { code: '23505' }))).toBe(false)
  })
})
