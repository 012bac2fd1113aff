import { randomUUID } from 'node:crypto'
import { ZAuditPageSchema, ZStaffSchema, ZStaffTeamSchema } from '@deli/contracts'
import { demoStores } from '@deli/demo-data'
import { ACCESS_CHANGE_MESSAGES } from '@deli/domain'
import { beforeAll, describe, expect, it } from 'vitest'
import { changeStaffAccess } from '../src/modules/operations/change-staff-access.ts'
import type { TSignedInStaff } from '../src/modules/operations/staff-session.ts'
import { API } from './cart-helpers.ts'
import { expectError, expectOk, expectValidationError } from './expect-envelope.ts'
import { build, type TTestApp } from './helper.ts'
import { invitationCalls } from './invitation-helpers.ts'
import type { TMember } from './order-helpers.ts'
import {
  STAFF_PASSWORD,
  signInStaff,
  signInStoreRoles,
  staffLogIn,
  type TStaffSession,
} from './staff-helpers.ts'

/** Changing a staff account's role and stores (ADR 022, amended): PATCH staff/accounts/{id}. */

let t: TTestApp
const [storeId, otherStoreId, thirdStoreId] = demoStores
  .filter((store) => store.available)
  .map((store) => store.id) as [number, number, number]
let staff: TStaffSession
let manager: TStaffSession
let admin: TStaffSession
let member: TMember

beforeAll(async () => {
  t = await build({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' })
  ;({ staff, manager, admin, member } = await signInStoreRoles(t, storeId))
})

const { changeAccess, team, me, invited, preview } = invitationCalls(() => t, {
  storeId,
  inviter: () => admin,
  password: 'Pastrami-on-rye-77',
})

const storesOf = async (who: TStaffSession) =>
  ZStaffSchema.parse(expectOk(await me(who.headers)))
    .stores.map((store) => store.id)
    .sort()
const teamRow = async (viewer: TStaffSession, id: string) =>
  ZStaffTeamSchema.parse(expectOk(await team(viewer))).staff.find((row) => row.id === id)
const teamChanges = async (viewer: TStaffSession, entityId: string) => {
  const answer = await t.call({
    method: 'GET',
    url: `${API}/staff/audit?entity=staff-account`,
    headers: viewer.headers,
  })
  return ZAuditPageSchema.parse(expectOk(answer)).changes.filter((change) => change.entityId === entityId)
}

describe('PATCH staff/accounts/{id}', () => {
  it('a chain admin promotes a cook: new role and stores, every session ends, the second step is asked, the trail says who', async () => {
    const cook = await signInStaff(t, 'staff', [storeId])
    const answer = await changeAccess(admin, cook.id, { role: 'manager', store_ids: [storeId, otherStoreId] })
    expect(expectOk(answer).message).toMatch(
      /^Test staff is now a store manager at .+, .+\. They sign in again on every device\.$/,
    )
    expectError(await me(cook.headers), 401, 'SIGN_IN_REQUIRED')
    expectError(await staffLogIn(t, cook.email, STAFF_PASSWORD), 401, 'SECOND_FACTOR_SETUP_REQUIRED')
    const row = await teamRow(admin, cook.id)
    expect(row?.role).toBe('manager')
    expect(row?.stores.map((store) => store.id).sort()).toEqual([storeId, otherStoreId].sort())

    const [record] = await teamChanges(admin, cook.id)
    expect(record).toMatchObject({
      action: 'update',
      staffName: 'Test admin',
      storeId: null,
      canRevert: false,
    })
    expect(record?.before).toMatchObject({ name: 'Test staff', email: cook.email, role: 'staff' })
    expect(record?.after).toMatchObject({ role: 'manager' })
    expect(record?.after?.stores).toHaveLength(2)
    // Who has access to what is the chain admins' to read.
    expect(await teamChanges(manager, cook.id)).toEqual([])
  })

  it('new stores alone keep the sessions; the same access again changes nothing; a chain admin lists no stores', async () => {
    const cook = await signInStaff(t, 'staff', [storeId])
    expect(
      expectOk(await changeAccess(admin, cook.id, { role: 'staff', store_ids: [otherStoreId] })).message,
    ).toBe(`Test staff is now store staff at ${demoStores.find((store) => store.id === otherStoreId)?.name}.`)
    expect(await storesOf(cook)).toEqual([otherStoreId])
    expect(
      expectOk(await changeAccess(admin, cook.id, { role: 'staff', store_ids: [otherStoreId] })).message,
    ).toBe('Nothing changed for Test staff.')
    expect(await teamChanges(admin, cook.id)).toHaveLength(1)

    const boss = await signInStaff(t, 'manager', [storeId])
    expect(
      expectOk(await changeAccess(admin, boss.id, { role: 'admin', store_ids: [storeId] })).message,
    ).toBe('Test manager is now a chain admin at every store. They sign in again on every device.')
    expect((await teamRow(admin, boss.id))?.stores).toEqual([])
  })

  it('a manager moves store staff between their own stores; the other stores stay; no role, no stranger', async () => {
    const twoStores = await signInStaff(t, 'manager', [storeId, otherStoreId])
    const cook = await signInStaff(t, 'staff', [storeId, thirdStoreId])
    expect((await teamRow(twoStores, cook.id))?.may_change).toBe(true)
    expectOk(
      await changeAccess(twoStores, cook.id, { role: 'staff', store_ids: [otherStoreId, thirdStoreId] }),
    )
    expect(await storesOf(cook)).toEqual([otherStoreId, thirdStoreId].sort())

    const foreign = await changeAccess(twoStores, cook.id, { role: 'staff', store_ids: [otherStoreId] })
    expectError(foreign, 403, 'FORBIDDEN')
    expect(foreign.json.message).toBe(ACCESS_CHANGE_MESSAGES.foreignStore)
    const promote = await changeAccess(twoStores, cook.id, {
      role: 'manager',
      store_ids: [otherStoreId, thirdStoreId],
    })
    expectError(promote, 403, 'FORBIDDEN')
    expect(promote.json.message).toBe(ACCESS_CHANGE_MESSAGES.managerRole)
    const colleague = await signInStaff(t, 'manager', [storeId])
    expect((await teamRow(twoStores, colleague.id))?.may_change).toBe(false)
    expectError(
      await changeAccess(twoStores, colleague.id, { role: 'manager', store_ids: [storeId] }),
      403,
      'FORBIDDEN',
    )
    // Store staff of no store of theirs are not on their team: not there to change.
    const stranger = await signInStaff(t, 'staff', [thirdStoreId])
    expectError(
      await changeAccess(twoStores, stranger.id, { role: 'staff', store_ids: [storeId] }),
      404,
      'NOT_FOUND',
    )
    expect(await storesOf(stranger)).toEqual([thirdStoreId])
  })

  it('demoting a chain admin withdraws the invitations the new role could not send', async () => {
    const second = await signInStaff(t, 'admin')
    const toAdmin = await invited({ role: 'admin', store_ids: [] }, second)
    const toCook = await invited({ role: 'staff', store_ids: [storeId] }, second)
    expectOk(await changeAccess(admin, second.id, { role: 'manager', store_ids: [storeId] }))
    expectError(await preview(toAdmin.token), 410, 'INVITATION_REVOKED')
    expectOk(await preview(toCook.token))
  })

  it('two chain admins demoting or removing each other at once: one wins, the chain keeps an admin', async () => {
    for (const attempt of ['demote', 'remove'] as const) {
      const [first, second] = [await signInStaff(t, 'admin'), await signInStaff(t, 'admin')]
      const act = (who: TStaffSession, other: TStaffSession) =>
        attempt === 'demote'
          ? changeAccess(who, other.id, { role: 'staff', store_ids: [storeId] })
          : t.call({ method: 'DELETE', url: `${API}/staff/accounts/${other.id}`, headers: who.headers })
      const answers = await Promise.all([act(first, second), act(second, first)])
      expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1)
      // The loser is refused at its lock (403), or, when the winner committed first, signed out (401).
      const refused = answers.find((answer) => answer.statusCode !== 200)
      expect([
        'FORBIDDEN:Your access changed meanwhile. Reload the page.',
        'SIGN_IN_REQUIRED:Please sign in with your staff account.',
      ]).toContain(`${refused?.json.code}:${refused?.json.message}`)
      const admins = await t.db.$client.query(
        "select id from staff_accounts where role = 'admin' and id = any($1::uuid[])",
        [[first.id, second.id]],
      )
      expect(admins.rowCount).toBe(1)
    }
  })

  it('an admin whose role changed since the request began is refused under the lock', async () => {
    const stale = await signInStaff(t, 'admin')
    const cook = await signInStaff(t, 'staff', [storeId])
    await t.db.$client.query("update staff_accounts set role = 'manager' where id = $1", [stale.id])
    const actor = { id: stale.id, role: 'admin' as const, name: 'Test admin' }
    await expect(
      changeStaffAccess(
        t.db,
        actor as TSignedInStaff,
        cook.id,
        { role: 'manager', store_ids: [storeId] },
        '127.0.0.1',
      ),
    ).rejects.toMatchObject({ statusCode: 403, message: 'Your access changed meanwhile. Reload the page.' })
    expect(await storesOf(cook)).toEqual([storeId])
    expect((await teamRow(admin, cook.id))?.role).toBe('staff')
  })

  it('refuses: store staff, the signed out, oneself, no such account, bad bodies', async () => {
    const cook = await signInStaff(t, 'staff', [storeId])
    const good = { role: 'staff', store_ids: [storeId] }
    expectError(await changeAccess(staff, cook.id, good), 403, 'FORBIDDEN')
    expectError(await changeAccess(member, cook.id, good), 401, 'SIGN_IN_REQUIRED')
    expectError(await changeAccess(null, cook.id, good), 401, 'SIGN_IN_REQUIRED')
    const self = await changeAccess(admin, admin.id, { role: 'staff', store_ids: [storeId] })
    expectError(self, 409, 'CONFLICT')
    expect(self.json.message).toBe(ACCESS_CHANGE_MESSAGES.self)
    expectOk(await me(admin.headers))
    expectError(await changeAccess(admin, randomUUID(), good), 404, 'NOT_FOUND')
    expectValidationError(await changeAccess(admin, 'nope', good), 'id')
    expectValidationError(await changeAccess(admin, cook.id, { role: 'staff', store_ids: [] }), 'store_ids')
    expectValidationError(await changeAccess(admin, cook.id, { role: 'owner', store_ids: [storeId] }), 'role')
    const unknown = await changeAccess(admin, cook.id, { role: 'staff', store_ids: [999_999] })
    expectValidationError(unknown, 'store_ids')
    expect(unknown.json.message).toBe('There is no store 999999.')
    expect(await storesOf(cook)).toEqual([storeId])
  })

  it('the team says whom the reader may change and remove: never themselves', async () => {
    const cook = await signInStaff(t, 'staff', [storeId])
    expect(await teamRow(admin, cook.id)).toMatchObject({ may_change: true, may_remove: true })
    expect(await teamRow(admin, admin.id)).toMatchObject({ may_change: false, may_remove: false })
    expect(await teamRow(manager, cook.id)).toMatchObject({ may_change: true, may_remove: false })
    expect(await teamRow(manager, manager.id)).toMatchObject({ may_change: false, may_remove: false })
  })
})

describe('DELETE staff/accounts/{id} in the audit trail', () => {
  it('keeps who was removed, with what access, and by whom', async () => {
    const cook = await signInStaff(t, 'staff', [storeId])
    expectOk(
      await t.call({ method: 'DELETE', url: `${API}/staff/accounts/${cook.id}`, headers: admin.headers }),
    )
    const [record] = await teamChanges(admin, cook.id)
    expect(record).toMatchObject({ action: 'retire', after: null, staffName: 'Test admin' })
    expect(record?.before).toMatchObject({ email: cook.email, role: 'staff' })
  })
})
