import { beforeAll, describe, expect, it } from 'vitest'
import { API } from './cart-helpers.ts'
import { expectError, expectOk } from './expect-envelope.ts'
import { build, sessionTokenOf, type TTestApp } from './helper.ts'
import { cookiesOf, signUpMember } from './member-helpers.ts'

let t: TTestApp
beforeAll(async () => {
  t = await build()
})

const renew = (headers: Record<string, string>) =>
  t.call({ method: 'PUT', url: `${API}/members/auth`, headers })
const status = (headers: Record<string, string>) =>
  t.call({ method: 'POST', url: `${API}/users/account-status`, headers })
const sessionOf = async (userId: string) =>
  (await t.db.$client.query('select * from sessions where user_id = $1', [userId])).rows

describe('PUT /api/v1/members/auth (renewal)', () => {
  it('rotates the token, extends the expiry and answers the session state', async () => {
    const member = await signUpMember(t)
    await t.db.$client.query(
      `update sessions set expires_at = now() + interval '1 day', last_seen_at = now() - interval '2 days' where user_id = $1`,
      [member.user.id],
    )
    const response = await renew({ ...member.headers, verify: member.user.id })
    const data = expectOk(response)
    expect(data.user).toEqual(member.user)
    expect(new Date(data.token.expires).getTime()).toBeGreaterThan(Date.now() + 29.9 * 86_400_000)
    const token = String(sessionTokenOf(response))
    expect(token).not.toBe(member.token)
    const cookies = cookiesOf(response)
    expect(cookies.get('deli_session')?.value).toBe(token)
    expect(cookies.get('_rd_user')?.value).toBe(member.user.id)
    expect(expectOk(await status({ token })).user.id).toBe(member.user.id)
  })

  it('keeps the old token for a minute (requests in flight), then it is dead', async () => {
    const member = await signUpMember(t)
    const response = await renew({ ...member.headers, verify: member.user.id })
    const token = String(sessionTokenOf(response))
    expect(expectOk(await status(member.headers)).user.id).toBe(member.user.id)
    await t.db.$client.query(
      `update sessions set rotated_at = now() - interval '61 seconds' where user_id = $1`,
      [member.user.id],
    )
    expect(expectOk(await status(member.headers)).user).toBeNull()
    expect(expectOk(await status({ token })).user.id).toBe(member.user.id)
  })

  it('does not rotate twice within the grace period (two tabs): only the expiry moves', async () => {
    const member = await signUpMember(t)
    const first = await renew({ ...member.headers, verify: member.user.id })
    const token = String(sessionTokenOf(first))
    const second = await renew({ ...member.headers, verify: member.user.id })
    expectOk(second)
    expect(sessionTokenOf(second)).toBeUndefined()
    expect(second.headers['x-session-token']).toBeUndefined()
    expect(cookiesOf(second).size).toBe(0)
    expect(expectOk(await status({ token })).user.id).toBe(member.user.id)
  })

  it('never extends past the absolute expiry of 90 days from sign-in', async () => {
    const member = await signUpMember(t)
    await t.db.$client.query(
      `update sessions set created_at = now() - interval '80 days' where user_id = $1`,
      [member.user.id],
    )
    const data = expectOk(await renew({ ...member.headers, verify: member.user.id }))
    const [row] = await sessionOf(member.user.id)
    const absolute = new Date(row.created_at).getTime() + 90 * 86_400_000
    expect(new Date(data.token.expires).getTime()).toBeLessThanOrEqual(absolute + 1000)
    expect(new Date(data.token.expires).getTime()).toBeLessThan(Date.now() + 11 * 86_400_000)
  })

  it('is 401 SESSION_EXPIRED without verify, with another id, for a guest and for an expired session', async () => {
    const member = await signUpMember(t)
    const other = await signUpMember(t)
    expectError(await renew(member.headers), 401, 'SESSION_EXPIRED')
    expectError(await renew({ ...member.headers, verify: other.user.id }), 401, 'SESSION_EXPIRED')
    expectError(await renew({ verify: member.user.id }), 401, 'SESSION_EXPIRED')
    await t.db.$client.query(
      `update sessions set expires_at = now() - interval '1 second' where user_id = $1`,
      [member.user.id],
    )
    expectError(await renew({ ...member.headers, verify: member.user.id }), 401, 'SESSION_EXPIRED')
    expect(expectOk(await status(member.headers)).user).toBeNull()
  })
})
