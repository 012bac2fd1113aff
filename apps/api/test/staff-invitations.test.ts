import { randomUUID } from 'node:crypto'
import {
  ZInvitationPreviewSchema,
  ZStaffInvitationSchema,
  ZStaffSchema,
  ZStaffTeamSchema,
} from '@deli/contracts'
import { demoStores } from '@deli/demo-data'
import { INVITATION_GONE_MESSAGES, INVITATION_UNKNOWN } from '@deli/domain'
import { beforeAll, describe, expect, it } from 'vitest'
import { API } from './cart-helpers.ts'
import { expectError, expectOk, expectValidationError } from './expect-envelope.ts'
import { build, staffTokenOf, type TTestApp } from './helper.ts'
import { invitationCalls } from './invitation-helpers.ts'
import { mailTo } from './member-helpers.ts'
import type { TMember } from './order-helpers.ts'
import {
  documentedRoutes,
  signInStaff,
  signInStoreRoles,
  staffLogIn,
  type TStaffSession,
} from './staff-helpers.ts'

/** Staff accounts by invitation email (ADR 022). */

let t: TTestApp
const [storeId, otherStoreId] = demoStores.filter((store) => store.available).map((store) => store.id) as [
  number,
  number,
]
let staff: TStaffSession
let manager: TStaffSession
let otherManager: TStaffSession
let admin: TStaffSession
let member: TMember
/** A second app whose limits are low enough to reach (AUTH_RATE_LIMIT_PER_MINUTE 1: 3 invitations a minute). */
let limited: TTestApp
const PASSWORD = 'Pastrami-on-rye-77'

beforeAll(async () => {
  t = await build({ AUTH_RATE_LIMIT_PER_MINUTE: '1000', PUBLIC_ORIGIN: 'https://deli.example' })
  ;({ staff, manager, otherManager, admin, member } = await signInStoreRoles(t, storeId))
  limited = await build({ AUTH_RATE_LIMIT_PER_MINUTE: '1', TRUST_PROXY: '1' })
})

const { newEmail, body, invite, preview, accept, team, revoke, removeAccount, me, invited } = invitationCalls(
  () => t,
  { storeId, inviter: () => admin, password: PASSWORD },
)

describe('POST staff/invitations', () => {
  it('invites by email: an invitation for 7 days, the mail in the outbox with its link, only a hash stored', async () => {
    const payload = body({ email: `  New.Cook-${randomUUID()}@RedDoorDeli.example `, name: '  Casey Cook ' })
    const email = payload.email.trim().toLowerCase()
    const data = ZStaffInvitationSchema.parse(expectOk(await invite(admin, payload)))
    expect(data).toMatchObject({
      email,
      name: 'Casey Cook',
      role: 'staff',
      state: 'pending',
      invited_by: 'Test admin',
    })
    expect(data.stores.map((store) => store.id)).toEqual([storeId])
    const days = (Date.parse(data.expires) - Date.parse(data.sent)) / 86_400_000
    expect(days).toBeCloseTo(7, 3)

    const [mail] = await mailTo(t, email)
    expect(mail.kind).toBe('staff-invitation')
    expect(mail.subject).toBe('Test admin invited you to the Red Door Deli staff pages')
    expect(mail.text).toContain('store staff')
    expect(mail.text).toContain('7 days')
    const link: string = mail.links[0]
    expect(link).toMatch(/^https:\/\/deli\.example\/staff\/invitation\/[A-Za-z0-9_-]{43}$/)
    const token = link.split('/').at(-1) ?? ''
    const { rows } = await t.db.$client.query<{ token_hash: string }>(
      'select token_hash from staff_invitations where id = $1',
      [data.id],
    )
    expect(rows[0]?.token_hash).not.toBe(token)
    expect(rows[0]?.token_hash).toHaveLength(43)
  })

  it('an admin invitation names no stores (a chain admin works at every store)', async () => {
    const data = expectOk(await invite(admin, body({ role: 'admin', store_ids: [] })))
    expect(data).toMatchObject({ role: 'admin', stores: [] })
    const manager = expectOk(
      await invite(admin, body({ role: 'manager', store_ids: [storeId, otherStoreId] })),
    )
    expect(manager.stores).toHaveLength(2)
  })

  it('refuses bad input with the field rules, in the envelope, and sends nothing', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ email: 'not-an-email' }, 'email'],
      [{ email: `${'a'.repeat(250)}@example.com` }, 'email'],
      [{ name: '   ' }, 'name'],
      [{ name: 'N'.repeat(61) }, 'name'],
      [{ role: 'owner' }, 'role'],
      [{ store_ids: [] }, 'store_ids'],
      [{ role: 'manager', store_ids: [] }, 'store_ids'],
      [{ store_ids: ['1'] }, 'store_ids'],
      [{ store_ids: [2_147_483_648] }, 'store_ids'],
    ]
    for (const [overrides, field] of cases) {
      const response = await invite(admin, body(overrides))
      expectValidationError(response, field)
    }
    const email = newEmail()
    expectValidationError(await invite(admin, { email }), 'name')
    expect(await mailTo(t, email)).toEqual([])
    expectValidationError(await invite(admin, []))
  })

  it('names an unknown store (400) and invites nobody', async () => {
    const email = newEmail()
    const response = await invite(admin, body({ email, store_ids: [storeId, 999_999] }))
    expectValidationError(response, 'store_ids')
    expect(response.json.errors.store_ids).toBe('There is no store 999999.')
    expect(await mailTo(t, email)).toEqual([])
  })

  it('who may: a chain admin any role anywhere; a manager store staff of their own stores only', async () => {
    expectOk(await invite(admin, body({ role: 'manager', store_ids: [otherStoreId] })))
    expectOk(await invite(admin, body({ role: 'admin', store_ids: [] })))
    expectOk(await invite(manager, body({ role: 'staff', store_ids: [storeId] })))

    const otherStore = await invite(manager, body({ store_ids: [otherStoreId] }))
    expectError(otherStore, 403, 'FORBIDDEN')
    expect(otherStore.json.message).toBe('You do not work at this store.')
    expectError(await invite(manager, body({ store_ids: [storeId, otherStoreId] })), 403, 'FORBIDDEN')
    expectError(await invite(otherManager, body({ store_ids: [storeId] })), 403, 'FORBIDDEN')
    const aManager = await invite(manager, body({ role: 'manager', store_ids: [storeId] }))
    expectError(aManager, 403, 'FORBIDDEN')
    expect(aManager.json.message).toBe('Store managers can invite store staff only.')
    expectError(await invite(manager, body({ role: 'admin', store_ids: [] })), 403, 'FORBIDDEN')
    const byStaff = await invite(staff, body())
    expectError(byStaff, 403, 'FORBIDDEN')
    expect(byStaff.json.message).toBe('Only a store manager or a chain admin can manage the team.')
    expectError(await invite(member, body()), 401, 'SIGN_IN_REQUIRED')
    expectError(await invite(null, body()), 401, 'SIGN_IN_REQUIRED')
  })

  it('409 for an email that already has a staff account or a pending invitation', async () => {
    const taken = await invite(admin, body({ email: staff.email.toUpperCase() }))
    expectError(taken, 409, 'CONFLICT')
    expect(taken.json.message).toBe(`${staff.email} already has a staff account.`)
    expect(taken.json.errors).toEqual({ email: 'This email already has a staff account.' })

    const { email, id } = await invited()
    const again = await invite(manager, body({ email }))
    expectError(again, 409, 'CONFLICT')
    expect(again.json.message).toBe(
      `An invitation to ${email} is already waiting. Withdraw it first to send a new one.`,
    )
    // Once withdrawn (or expired), the email can be invited again.
    expectOk(await revoke(admin, id))
    expectOk(await invite(admin, body({ email })))
  })

  it('two invitations of one email at once: one is sent, the other is 409', async () => {
    const email = newEmail()
    const answers = await Promise.all([invite(admin, body({ email })), invite(admin, body({ email }))])
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409])
    expect(await mailTo(t, email)).toHaveLength(1)
  })

  it('is rate limited per client IP', async () => {
    const chief = await signInStaff(limited, 'admin')
    const ip = { ...chief.headers, 'x-forwarded-for': '10.14.0.1' }
    const send = () =>
      limited.call({ method: 'POST', url: `${API}/staff/invitations`, payload: body(), headers: ip })
    for (let attempt = 0; attempt < 3; attempt++) expectOk(await send())
    expectError(await send(), 429, 'RATE_LIMITED')
  })
})

describe('GET staff/invitations/{token} and accepting it', () => {
  it('shows the invitation to whoever holds the link, with no session', async () => {
    const { email, token } = await invited({ name: 'Robin Baker', store_ids: [storeId] })
    const data = ZInvitationPreviewSchema.parse(expectOk(await preview(token)))
    expect(data).toMatchObject({ email, name: 'Robin Baker', role: 'staff', invited_by: 'Test admin' })
    expect(data.stores).toEqual([{ id: storeId, name: demoStores.find((s) => s.id === storeId)?.name }])
  })

  it('accepting creates the account with its role and stores, signs it in like staff login, and uses the link up', async () => {
    const { email, token } = await invited({ store_ids: [storeId, otherStoreId] })
    const response = await accept(token)
    const signedIn = ZStaffSchema.parse(expectOk(response))
    expect(signedIn).toMatchObject({ email, name: 'Casey Cook', role: 'staff' })
    expect(signedIn.stores.map((store) => store.id).sort()).toEqual([storeId, otherStoreId].sort())
    expect(String(response.headers['set-cookie'])).toMatch(/deli_staff=[^;]+;.*HttpOnly/i)
    const headers = { 'staff-token': String(staffTokenOf(response)) }
    expect(expectOk(await me(headers)).email).toBe(email)
    // The board of their store opens; the password works at the staff sign-in.
    expectOk(await t.call({ method: 'GET', url: `${API}/staff/stores/${storeId}/board`, headers }))
    expectOk(await staffLogIn(t, email, PASSWORD))

    const used = await preview(token)
    expectError(used, 410, 'INVITATION_USED')
    expect(used.json.message).toBe(INVITATION_GONE_MESSAGES.used)
    expectError(await accept(token), 410, 'INVITATION_USED')
  })

  it('404 for an unknown link; 410 with its own sentence for a withdrawn or expired one', async () => {
    const unknown = await preview('not-a-real-token-at-all')
    expectError(unknown, 404, 'INVITATION_NOT_FOUND')
    expect(unknown.json.message).toBe(INVITATION_UNKNOWN)
    expectError(await accept('not-a-real-token-at-all'), 404, 'INVITATION_NOT_FOUND')
    expectValidationError(await preview('x'.repeat(129)), 'token')

    const withdrawn = await invited()
    expectOk(await revoke(admin, withdrawn.id))
    const revoked = await preview(withdrawn.token)
    expectError(revoked, 410, 'INVITATION_REVOKED')
    expect(revoked.json.message).toBe(INVITATION_GONE_MESSAGES.revoked)
    expectError(await accept(withdrawn.token), 410, 'INVITATION_REVOKED')

    const old = await invited()
    await t.db.$client.query(
      `update staff_invitations set expires_at = now() - interval '1 second' where id = $1`,
      [old.id],
    )
    const expired = await preview(old.token)
    expectError(expired, 410, 'INVITATION_EXPIRED')
    expect(expired.json.message).toBe(INVITATION_GONE_MESSAGES.expired)
    expectError(await accept(old.token), 410, 'INVITATION_EXPIRED')
    const { rows } = await t.db.$client.query('select 1 from staff_accounts where email = $1', [old.email])
    expect(rows).toHaveLength(0)
  })

  it('holds the password to the members rules (422 PASSWORD_WEAK), and the link still works after', async () => {
    const { email, token } = await invited()
    expectValidationError(await accept(token, 'short'), 'password')
    for (const weak of [email, '12345678', 'password123']) {
      const response = await accept(token, weak)
      expectError(response, 422, 'PASSWORD_WEAK')
      expect(Object.keys(response.json.errors)).toEqual(['password'])
    }
    expectOk(await preview(token))
    expectOk(await accept(token))
  })

  it('two accepts at once: exactly one account, the other gets 410', async () => {
    const { email, token } = await invited()
    const answers = await Promise.all([accept(token), accept(token), accept(token)])
    const statuses = answers.map((answer) => answer.statusCode).sort()
    expect(statuses).toEqual([200, 410, 410])
    for (const answer of answers.filter((candidate) => candidate.statusCode === 410)) {
      expectError(answer, 410, 'INVITATION_USED')
      expect(answer.headers['set-cookie']).toBeUndefined()
    }
    const { rows } = await t.db.$client.query('select id from staff_accounts where email = $1', [email])
    expect(rows).toHaveLength(1)
  })

  it('is 409 when the email got a staff account some other way since', async () => {
    const { email, token } = await invited()
    await t.db.$client.query(
      `insert into staff_accounts (email, name, role, password_hash) values ($1, 'Seeded', 'staff', 'x')`,
      [email],
    )
    expectError(await accept(token), 409, 'CONFLICT')
  })
})

describe('GET staff/team, withdrawing invitations and removing accounts', () => {
  it('a chain admin sees every account and open invitation; a manager those of their stores; store staff 403', async () => {
    const mine = await invited({ store_ids: [storeId] })
    const theirs = await invited({ store_ids: [otherStoreId] })
    const used = await invited({ store_ids: [storeId] })
    expectOk(await accept(used.token))

    const all = ZStaffTeamSchema.parse(expectOk(await team(admin)))
    const emails = all.staff.map((account) => account.email)
    expect(emails).toEqual(
      expect.arrayContaining([staff.email, manager.email, otherManager.email, admin.email]),
    )
    expect(all.staff.find((account) => account.is_you)?.email).toBe(admin.email)
    const invitationEmails = all.invitations.map((invitation) => invitation.email)
    expect(invitationEmails).toEqual(expect.arrayContaining([mine.email, theirs.email]))
    expect(invitationEmails).not.toContain(used.email)
    expect(emails).toContain(used.email)

    const ours = ZStaffTeamSchema.parse(expectOk(await team(manager)))
    const ourEmails = ours.staff.map((account) => account.email)
    expect(ourEmails).toEqual(expect.arrayContaining([staff.email, manager.email, used.email]))
    expect(ourEmails).not.toContain(otherManager.email)
    expect(ourEmails).not.toContain(admin.email)
    expect(ours.invitations.map((invitation) => invitation.email)).toContain(mine.email)
    expect(ours.invitations.map((invitation) => invitation.email)).not.toContain(theirs.email)

    expectError(await team(staff), 403, 'FORBIDDEN')
    expectError(await team(member), 401, 'SIGN_IN_REQUIRED')
    expectError(await team(null), 401, 'SIGN_IN_REQUIRED')
  })

  it('withdrawing: same who-may as inviting; the link stops working; a used one is 409', async () => {
    const byAdmin = await invited({ store_ids: [storeId] })
    expectError(await revoke(otherManager, byAdmin.id), 403, 'FORBIDDEN')
    expectError(await revoke(staff, byAdmin.id), 403, 'FORBIDDEN')
    expectError(await revoke(member, byAdmin.id), 401, 'SIGN_IN_REQUIRED')
    expectError(await revoke(null, byAdmin.id), 401, 'SIGN_IN_REQUIRED')
    expectOk(await preview(byAdmin.token))
    expect(expectOk(await revoke(manager, byAdmin.id)).message).toBe(
      `The invitation to ${byAdmin.email} is withdrawn.`,
    )
    expectError(await preview(byAdmin.token), 410, 'INVITATION_REVOKED')
    expectOk(await revoke(manager, byAdmin.id))

    const aManager = await invited({ role: 'manager', store_ids: [storeId] })
    expectError(await revoke(manager, aManager.id), 403, 'FORBIDDEN')
    expectOk(await revoke(admin, aManager.id))

    const accepted = await invited()
    expectOk(await accept(accepted.token))
    expectError(await revoke(admin, accepted.id), 409, 'CONFLICT')
    expectError(await revoke(admin, randomUUID()), 404, 'NOT_FOUND')
    expectValidationError(await revoke(admin, 'nope'), 'id')
  })

  it("a chain admin removes an account's access: every session of it ends; not themselves", async () => {
    const { token } = await invited()
    const first = await accept(token)
    const account = ZStaffSchema.parse(expectOk(first))
    const tablet = { 'staff-token': String(staffTokenOf(first)) }
    const phone = await staffLogIn(t, account.email, PASSWORD)
    const phoneHeaders = { 'staff-token': String(staffTokenOf(phone)) }
    expectOk(await me(tablet))
    expectOk(await me(phoneHeaders))

    expectError(await removeAccount(manager, account.id), 403, 'FORBIDDEN')
    expectError(await removeAccount(staff, account.id), 403, 'FORBIDDEN')
    expectError(await removeAccount(member, account.id), 401, 'SIGN_IN_REQUIRED')
    expectError(await removeAccount(null, account.id), 401, 'SIGN_IN_REQUIRED')
    expectOk(await me(tablet))

    expect(expectOk(await removeAccount(admin, account.id)).message).toBe('Casey Cook no longer has access.')
    expectError(await me(tablet), 401, 'SIGN_IN_REQUIRED')
    expectError(await me(phoneHeaders), 401, 'SIGN_IN_REQUIRED')
    expectError(await staffLogIn(t, account.email, PASSWORD), 401, 'CREDENTIALS_INVALID')
    expectError(await removeAccount(admin, account.id), 404, 'NOT_FOUND')

    const self = await removeAccount(admin, admin.id)
    expectError(self, 409, 'CONFLICT')
    expectOk(await me(admin.headers))
    // Removed, the email can be invited again.
    expectOk(await invite(admin, body({ email: account.email })))
  })
})

describe('the staff role × store matrix of the invitation routes', () => {
  it('covers every invitation and team route of the OpenAPI document', async () => {
    const ours = (await documentedRoutes(t, /\/staff\/(team|invitations|accounts)/)).sort()
    expect(ours).toEqual([
      'DELETE /api/v1/staff/accounts/{id}',
      'DELETE /api/v1/staff/invitations/{id}',
      'GET /api/v1/staff/invitations/{token}',
      'GET /api/v1/staff/team',
      'PATCH /api/v1/staff/accounts/{id}',
      'POST /api/v1/staff/invitations',
      'POST /api/v1/staff/invitations/{token}/accept',
    ])
  })
})
