import { beforeAll, describe, expect, it } from 'vitest'
import { saveMemberAddress } from '../src/modules/members/save-member-address.ts'
import { API, DOWNTOWN_POINT } from './cart-helpers.ts'
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

const url = `${API}/members/addresses`
const list = (headers: Record<string, string>) => t.call({ method: 'GET', url, headers })
const save = (payload: object, headers: Record<string, string>) =>
  t.call({ method: 'POST', url, payload, headers })
const remove = (id: unknown, headers: Record<string, string>) =>
  t.call({ method: 'DELETE', url: `${url}/${id}`, headers })
const makeDefault = (id: unknown, headers: Record<string, string>) =>
  t.call({ method: 'PUT', url: `${url}/${id}/default`, headers })

const MAIN_ST = {
  address: '1500 Main St',
  building: 'Suite 200',
  city: 'Dallas',
  state: 'tx',
  zip: '75201',
  instructions: 'Front desk',
}
const ELM_ST = { address: '2200 Elm St', city: 'Dallas', state: 'TX', zip: '75201' }

type TAddress = { id: number; address: string; default: boolean; lat: number; lng: number }
const defaults = (data: { addresses: TAddress[] }) =>
  data.addresses.filter((address) => address.default).map((address) => address.address)

describe('members/addresses', () => {
  it('saves an address located by the geo adapter; the first one is the default', async () => {
    const data = expectOk(await save(MAIN_ST, member.headers))
    expect(data.addresses).toHaveLength(1)
    const [saved] = data.addresses
    expect(saved).toMatchObject({ ...MAIN_ST, state: 'TX', default: true, handoffMode: 'delivery' })
    expect(saved.lat).toBeCloseTo(32.78, 1)
    expect(saved.lng).toBeCloseTo(-96.8, 1)
    expect(expectOk(await list(member.headers))).toEqual(data)
  })

  it('keeps the coordinates of a chosen place, and updates the same address/building/zip in place', async () => {
    const first = expectOk(
      await save({ ...ELM_ST, lat: DOWNTOWN_POINT.latitude, lng: DOWNTOWN_POINT.longitude }, member.headers),
    )
    const elm = first.addresses.find((address: TAddress) => address.address === ELM_ST.address)
    expect(elm.lat).toBe(DOWNTOWN_POINT.latitude)
    expect(elm.default).toBe(false)
    const again = expectOk(await save({ ...ELM_ST, instructions: 'Ring twice' }, member.headers))
    const updated = again.addresses.find((address: TAddress) => address.address === ELM_ST.address)
    expect(updated.id).toBe(elm.id)
    expect(updated.instructions).toBe('Ring twice')
    expect(again.addresses).toHaveLength(first.addresses.length)
  })

  it('keeps exactly one default: saving with default or PUT …/default moves it', async () => {
    const moved = expectOk(await save({ ...ELM_ST, default: true }, member.headers))
    expect(defaults(moved)).toEqual([ELM_ST.address])
    expect(moved.addresses[0].address).toBe(ELM_ST.address)
    const main = moved.addresses.find((address: TAddress) => address.address === MAIN_ST.address)
    const back = expectOk(await makeDefault(main.id, member.headers))
    expect(defaults(back)).toEqual([MAIN_ST.address])
    // Re-saving the default without `default` keeps it the default.
    expect(defaults(expectOk(await save(MAIN_ST, member.headers)))).toEqual([MAIN_ST.address])
  })

  it('deletes an address', async () => {
    const before = expectOk(await list(member.headers))
    const elm = before.addresses.find((address: TAddress) => address.address === ELM_ST.address)
    const after = expectOk(await remove(elm.id, member.headers))
    expect(after.addresses.map((address: TAddress) => address.id)).not.toContain(elm.id)
    expectError(await remove(elm.id, member.headers), 404, 'NOT_FOUND')
  })

  it("keeps members apart: another member's address is 404 to delete or make default, and stays", async () => {
    const theirs = expectOk(await save({ ...ELM_ST, address: '10 Pearl St' }, other.headers)).addresses[0]
    expectError(await remove(theirs.id, member.headers), 404, 'NOT_FOUND')
    expectError(await makeDefault(theirs.id, member.headers), 404, 'NOT_FOUND')
    expect(expectOk(await list(other.headers)).addresses).toHaveLength(1)
    expect(expectOk(await list(member.headers)).addresses.map((a: TAddress) => a.id)).not.toContain(theirs.id)
  })

  it('refuses an address that cannot be located: 422 GEO_NO_DETAILS, nothing saved', async () => {
    const before = expectOk(await list(member.headers))
    const response = await save({ ...ELM_ST, zip: '00000' }, member.headers)
    expectError(response, 422, 'GEO_NO_DETAILS')
    expect(response.json.message).toBe('No locations are able to deliver to this address.')
    expect(expectOk(await list(member.headers))).toEqual(before)
  })

  it('refuses parts that do not belong together (422 ADDRESS_MISMATCH) and an address no store delivers to', async () => {
    const before = expectOk(await list(member.headers))
    const manhattan = await save({ ...ELM_ST, state: 'NY', zip: '10001' }, member.headers)
    expectError(manhattan, 422, 'ADDRESS_MISMATCH')
    expect(manhattan.json.errors?.city).toBe('ZIP code 10001 is not in Dallas.')
    const unknownState = await save({ ...ELM_ST, state: 'ZZ' }, member.headers)
    expectError(unknownState, 422, 'ADDRESS_MISMATCH')
    expect(unknownState.json.errors?.state).toBe('ZIP code 75201 is in Texas, not ZZ.')
    const anchorage = await save(
      { address: '1 Main St', city: 'Anchorage', state: 'AK', zip: '99501' },
      member.headers,
    )
    expectError(anchorage, 422, 'DELIVERY_OUT_OF_ZONE')
    expect(anchorage.json.message).toBe(
      'We unfortunately cannot deliver to the provided address at this time. Please try again or enter a different address.',
    )
    expect(expectOk(await list(member.headers))).toEqual(before)
  })

  it('refuses malformed bodies and ids with 400', async () => {
    expectValidationError(await save({ ...MAIN_ST, zip: '7520' }, member.headers), 'zip')
    expectValidationError(await save({ ...MAIN_ST, state: 'Texas' }, member.headers), 'state')
    expectValidationError(await save({ ...MAIN_ST, building: 'b'.repeat(41) }, member.headers), 'building')
    expectValidationError(
      await save({ ...MAIN_ST, instructions: 'i'.repeat(201) }, member.headers),
      'instructions',
    )
    expectValidationError(await save({ ...MAIN_ST, handoffMode: 'pickup' }, member.headers), 'handoffMode')
    expectValidationError(await save({ ...MAIN_ST, lat: 123 }, member.headers), 'lat')
    expectValidationError(await remove('abc', member.headers))
    expectValidationError(await makeDefault('abc', member.headers))
  })

  it('is 401 SIGN_IN_REQUIRED for guests', async () => {
    expectError(await list({}), 401, 'SIGN_IN_REQUIRED')
    expectError(await save(MAIN_ST, {}), 401, 'SIGN_IN_REQUIRED')
    expectError(await remove(1, {}), 401, 'SIGN_IN_REQUIRED')
    expectError(await makeDefault(1, {}), 401, 'SIGN_IN_REQUIRED')
  })
})

describe('saveMemberAddress (a delivery order saving its address)', () => {
  it('saves inside the caller transaction: a rollback leaves nothing', async () => {
    const fresh = await signUpMember(t)
    const address = {
      ...MAIN_ST,
      latitude: DOWNTOWN_POINT.latitude,
      longitude: DOWNTOWN_POINT.longitude,
      default: false,
      handoffMode: 'delivery' as const,
    }
    await expect(
      t.db.transaction(async (tx) => {
        await saveMemberAddress(tx, fresh.user.id, address)
        throw new Error('the order failed')
      }),
    ).rejects.toThrow('the order failed')
    expect(expectOk(await list(fresh.headers)).addresses).toEqual([])
    const saved = await t.db.transaction((tx) => saveMemberAddress(tx, fresh.user.id, address))
    expect(saved).toMatchObject({
      address: MAIN_ST.address,
      state: 'TX',
      default: true,
      lat: DOWNTOWN_POINT.latitude,
    })
    expect(expectOk(await list(fresh.headers)).addresses).toEqual([saved])
  })
})
