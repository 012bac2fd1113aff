import { beforeAll, describe, expect, it } from 'vitest'
import { API } from './cart-helpers.ts'
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

const URL = `${API}/members/me/avoid-allergens`
const read = (headers: Record<string, string>) => t.call({ method: 'GET', url: URL, headers })
const save = (allergens: unknown, headers: Record<string, string>) =>
  t.call({ method: 'PUT', url: URL, payload: { allergens }, headers })

describe('members/me/avoid-allergens (ADR 049)', () => {
  it('starts empty, saves each allergen once in the order of ALLERGENS, and clears with []', async () => {
    expect(expectOk(await read(member.headers))).toEqual({ allergens: [] })
    const saved = expectOk(await save(['sesame', 'milk', 'peanuts', 'milk'], member.headers))
    expect(saved).toEqual({ allergens: ['milk', 'peanuts', 'sesame'] })
    expect(expectOk(await read(member.headers))).toEqual(saved)
    const stored = await t.db.$client.query<{ avoid_allergens: string[] }>(
      'select avoid_allergens from users where id = $1',
      [member.user.id],
    )
    expect(stored.rows[0]?.avoid_allergens).toEqual(['milk', 'peanuts', 'sesame'])
    expect(expectOk(await save([], member.headers))).toEqual({ allergens: [] })
    expect(expectOk(await read(member.headers))).toEqual({ allergens: [] })
  })

  it('refuses unknown codes, a list that is not one and too many with a clear sentence, and changes nothing', async () => {
    expectOk(await save(['egg'], member.headers))
    const unknown = await save(['gluten'], member.headers)
    expectValidationError(unknown)
    expect(JSON.stringify(unknown.json.errors)).toContain('Choose allergens among the nine major allergens')
    expectValidationError(await save('milk', member.headers))
    expectValidationError(await save(Array(10).fill('milk'), member.headers))
    expectValidationError(await t.call({ method: 'PUT', url: URL, payload: {}, headers: member.headers }))
    expect(expectOk(await read(member.headers))).toEqual({ allergens: ['egg'] })
  })

  it("keeps members apart: each reads and changes only their own, never another member's", async () => {
    expectOk(await save(['fish'], member.headers))
    expectOk(await save(['soy', 'wheat'], other.headers))
    expect(expectOk(await read(member.headers))).toEqual({ allergens: ['fish'] })
    expect(expectOk(await read(other.headers))).toEqual({ allergens: ['wheat', 'soy'] })
  })

  it('is 401 SIGN_IN_REQUIRED for guests', async () => {
    expectError(await read({}), 401, 'SIGN_IN_REQUIRED')
    expectError(await save(['milk'], {}), 401, 'SIGN_IN_REQUIRED')
  })
})
