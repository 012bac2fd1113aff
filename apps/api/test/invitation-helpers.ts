import { randomUUID } from 'node:crypto'
import { ZStaffInvitationSchema } from '@deli/contracts'
import { expect } from 'vitest'
import { API } from './cart-helpers.ts'
import { expectOk } from './expect-envelope.ts'
import type { TTestApp } from './helper.ts'
import { mailTo } from './member-helpers.ts'

/** Who calls: a staff member's or member's headers, or nobody (no session). */
export type TInvitationCaller = { headers: Record<string, string> } | null

/**
 * The invitation and team calls of the staff API (ADR 022) against the test app `app()`
 * (read when called, so a suite may build it in beforeAll): `inviter()` is who `invited` invites as,
 * `storeId` the store a default invitation names.
 */
export function invitationCalls(
  app: () => TTestApp,
  options: { storeId: number; inviter: () => TInvitationCaller; password: string },
) {
  const headersOf = (who: TInvitationCaller) => who?.headers ?? {}
  const call = (request: Parameters<TTestApp['call']>[0]) => app().call(request)
  const newEmail = () => `cook-${randomUUID()}@reddoordeli.example`
  const body = (overrides: Record<string, unknown> = {}) => ({
    email: newEmail(),
    name: 'Casey Cook',
    role: 'staff',
    store_ids: [options.storeId],
    ...overrides,
  })
  const invite = (who: TInvitationCaller, payload: unknown) =>
    call({
      method: 'POST',
      url: `${API}/staff/invitations`,
      payload: payload as object,
      headers: headersOf(who),
    })

  /** The token of the newest invitation mail to `email` (its link is /staff/invitation/{token}). */
  async function tokenFor(email: string): Promise<string> {
    const [mail] = await mailTo(app(), email)
    expect(mail, `no mail to ${email}`).toBeDefined()
    const link = mail.links.find((candidate: string) => candidate.includes('/staff/invitation/'))
    expect(link, `no invitation link in ${mail.text}`).toBeDefined()
    return new URL(link).pathname.split('/').at(-1) ?? ''
  }

  return {
    newEmail,
    body,
    invite,
    tokenFor,
    preview: (token: string) => call({ method: 'GET', url: `${API}/staff/invitations/${token}` }),
    accept: (token: string, password = options.password) =>
      call({ method: 'POST', url: `${API}/staff/invitations/${token}/accept`, payload: { password } }),
    team: (who: TInvitationCaller) =>
      call({ method: 'GET', url: `${API}/staff/team`, headers: headersOf(who) }),
    revoke: (who: TInvitationCaller, id: string) =>
      call({ method: 'DELETE', url: `${API}/staff/invitations/${id}`, headers: headersOf(who) }),
    removeAccount: (who: TInvitationCaller, id: string) =>
      call({ method: 'DELETE', url: `${API}/staff/accounts/${id}`, headers: headersOf(who) }),
    changeAccess: (who: TInvitationCaller, id: string, payload: unknown) =>
      call({
        method: 'PATCH',
        url: `${API}/staff/accounts/${id}`,
        payload: payload as object,
        headers: headersOf(who),
      }),
    me: (headers: Record<string, string>) => call({ method: 'GET', url: `${API}/staff/me`, headers }),
    /** A fresh invitation by `inviter()` (or `who`); answers its id, email and emailed token. */
    async invited(overrides: Record<string, unknown> = {}, who: TInvitationCaller = options.inviter()) {
      const payload = body(overrides)
      const invitation = ZStaffInvitationSchema.parse(expectOk(await invite(who, payload)))
      return { id: invitation.id, email: String(payload.email), token: await tokenFor(String(payload.email)) }
    },
  }
}
