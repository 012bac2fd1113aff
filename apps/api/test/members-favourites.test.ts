import { demoStores } from '@deli/demo-data'
import { beforeAll, describe, expect, it } from 'vitest'
import { API, pickStore } from './cart-helpers.ts'
import { expectError, expectOk, expectValidationError } from './expect-envelope.ts'
import { build, type TTestApp } from './helper.ts'
import { signUpMember, type TMember } from './member-helpers.ts'

let t: TTestApp
let member: TMember
let other: TMember
beforeAll(async () => {
  t = await build()
  member = await signUpMember(t)
  other = await signUpMember(t)
})

const list = (headers: Record<string, string>) =>
  t.call({ method: 'GET', url: `${API}/members/favourites`, headers })
const save = (menuId: unknown, headers: Record<string, string>) =>
  t.call({ method: 'POST', url: `${API}/members/favourites`, payload: { menu_id: menuId }, headers })
const remove = (menuId: unknown, headers: Record<string, string>) =>
  t.call({ method: 'DELETE', url: `${API}/members/favourites/${menuId}`, headers })

const [first, second] = demoStores.filter((store) => store.available)
if (!first || !second) throw new Error('need two stores')

describe('members/favourites', () => {
  it('saves by menu_id (idempotent), lists oldest first with the store id, deletes', async () => {
    expect(expectOk(await list(member.headers))).toEqual({ favourites: [] })
    expectOk(await save(first.menu_id, member.headers))
    const saved = expectOk(await save(second.menu_id, member.headers))
    expect(saved.favourites.map((favourite: { menu_id: number }) => favourite.menu_id)).toEqual([
      first.menu_id,
      second.menu_id,
    ])
    expect(expectOk(await save(first.menu_id, member.headers)).favourites).toHaveLength(2)
    const listed = expectOk(await list(member.headers))
    expect(listed).toEqual(saved)
    expect(listed.favourites[0].store_id).toBeTypeOf('number')
    const afterDelete = expectOk(await remove(first.menu_id, member.headers))
    expect(afterDelete.favourites.map((favourite: { menu_id: number }) => favourite.menu_id)).toEqual([
      second.menu_id,
    ])
  })

  it("keeps members apart: another member's favourite is 404 and stays", async () => {
    const store = pickStore()
    expectOk(await save(store.menu_id, other.headers))
    expectError(await remove(store.menu_id, member.headers), 404, 'NOT_FOUND')
    expect(
      expectOk(await list(other.headers)).favourites.map((f: { menu_id: number }) => f.menu_id),
    ).toContain(store.menu_id)
    expect(
      expectOk(await list(member.headers)).favourites.map((f: { menu_id: number }) => f.menu_id),
    ).not.toContain(store.menu_id)
  })

  it('refuses an unknown menu (404 MENU_NOT_FOUND) and malformed ids (400)', async () => {
    expectError(await save(999_999, member.headers), 404, 'MENU_NOT_FOUND')
    expectValidationError(await save('abc', member.headers), 'menu_id')
    expectValidationError(await save(-1, member.headers), 'menu_id')
    expectValidationError(await remove('abc', member.headers))
    expectError(await remove(999_999, member.headers), 404, 'NOT_FOUND')
  })

  it('is 401 SIGN_IN_REQUIRED for guests', async () => {
    expectError(await list({}), 401, 'SIGN_IN_REQUIRED')
    expectError(await save(first.menu_id, {}), 401, 'SIGN_IN_REQUIRED')
    expectError(await remove(first.menu_id, {}), 401, 'SIGN_IN_REQUIRED')
  })
})
