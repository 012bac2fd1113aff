import { TEXTS } from '@deli/domain'
import { beforeAll, describe, expect, it } from 'vitest'
import { API, cartUrl, expectCreated, getCart } from './cart-helpers.ts'
import { expectError, expectOk, expectValidationError } from './expect-envelope.ts'
import {
  addItem,
  expectGroup,
  getGroup,
  groupUrl,
  joinGroup,
  passDeadline,
  startGroup,
} from './group-helpers.ts'
import { build, type TTestApp } from './helper.ts'
import { signInMember } from './order-helpers.ts'

/** Joining a group order, participants' submissions, leaving and cancelling (spec §4 group orders). */

let t: TTestApp
beforeAll(async () => {
  t = await build()
})

const _DAY_MS = 86_400_000

describe('POST /api/v1/carts/group/{id}/join', () => {
  it('gives a guest a session, keeps two people of the same name apart, and renames on a second join', async () => {
    const { group, host } = await startGroup(t)
    const first = await joinGroup(t, group.id, 'Sam Lee')
    const second = await joinGroup(t, group.id, 'Sam Lee')
    expect(first.session.token).not.toBe(second.session.token)
    expect(first.group).toMatchObject({ role: 'participant', name: 'Sam Lee', basketid: null })
    const everyone = expectOk(await getGroup(t, group.id, host.headers)).participants
    expect(everyone.filter((p: { name: string }) => p.name === 'Sam Lee')).toHaveLength(2)
    const renamed = await joinGroup(t, group.id, 'Samuel', first.session)
    expect(renamed.group.name).toBe('Samuel')
    expect(expectOk(await getGroup(t, group.id, host.headers)).participants).toHaveLength(3)
  })

  it('applies the join-name rule (400 with the spec text, hyphens and apostrophes welcome), refuses the host’s name (422) and a body id that differs (400)', async () => {
    const { group } = await startGroup(t)
    const url = groupUrl(group.id, '/join')
    for (const name of ['', 'Ana Maria Ruiz', 'R2D2', 'Ana  Ruiz']) {
      const response = await t.call({ method: 'POST', url, payload: { name } })
      expectValidationError(response, 'name')
      expect(response.json.errors.name).toBe(TEXTS.joinNameInvalid)
    }
    // Hyphens and apostrophes are part of names (ADR 048).
    const joined = await joinGroup(t, group.id, "Anne-Marie O'Brien")
    expect(joined.group).toMatchObject({ role: 'participant', name: "Anne-Marie O'Brien" })
    const host = await t.call({ method: 'POST', url, payload: { name: 'ada lovelace' } })
    expectError(host, 422, 'VALIDATION_FAILED')
    expect(host.json.message).toBe(TEXTS.joinNameIsHost)
    expectError(
      await t.call({
        method: 'POST',
        url,
        payload: { name: 'Ben', orderId: '00000000-0000-4000-8000-000000000000' },
      }),
      400,
      'BAD_REQUEST',
    )
    expectError(
      await t.call({
        method: 'POST',
        url: groupUrl('00000000-0000-4000-8000-000000000000', '/join'),
        payload: { name: 'Ben' },
      }),
      404,
      'GROUP_ORDER_NOT_FOUND',
    )
  })

  it('refuses a full group with a sentence (409 GROUP_ORDER_LIMIT)', async () => {
    const { group } = await startGroup(t)
    await t.db.$client.query(
      `with made as (
         insert into sessions (token_hash, expires_at)
         select 'full-' || $1::text || '-' || n, now() + interval '1 day' from generate_series(1, 50) n returning id
       )
       insert into group_participants (group_order_id, session_id, name) select $1::uuid, id, 'Guest' from made`,
      [group.id],
    )
    const response = await t.call({
      method: 'POST',
      url: groupUrl(group.id, '/join'),
      payload: { name: 'Late' },
    })
    expectError(response, 409, 'GROUP_ORDER_LIMIT')
    expect(response.json.message).toBe(TEXTS.groupFull(50))
  })
})

describe('submissions, leave and cancel', () => {
  it('marks a host-pays participant submitted; refuses the host (409), visitors (403) and past the deadline (409)', async () => {
    const { group, host } = await startGroup(t)
    const ben = await joinGroup(t, group.id, 'Ben')
    const url = groupUrl(group.id, '/submissions')
    const done = expectGroup(expectOk(await t.call({ method: 'POST', url, headers: ben.session.headers })))
    expect(done.participants.find((p: { name: string }) => p.name === 'Ben').submitted).toBe(true)
    expectOk(await t.call({ method: 'POST', url, headers: ben.session.headers }))
    expectError(await t.call({ method: 'POST', url, headers: host.headers }), 409, 'CONFLICT')
    expectError(await t.call({ method: 'POST', url }), 403, 'FORBIDDEN')
    expectError(
      await t.call({ method: 'POST', url, headers: (await signInMember(t)).headers }),
      403,
      'FORBIDDEN',
    )
    await passDeadline(t, group.id)
    expectError(
      await t.call({ method: 'POST', url, headers: ben.session.headers }),
      409,
      'GROUP_ORDER_PAST_DEADLINE',
    )
  })

  it('lets a participant leave with their items; the host cannot leave (409), strangers are refused (403)', async () => {
    const { group, host, cart, menuId } = await startGroup(t)
    const ben = await joinGroup(t, group.id, 'Ben')
    await addItem(t, ben.session, cart.id, menuId, 3)
    const url = groupUrl(group.id, '/participants/me')
    expectError(await t.call({ method: 'DELETE', url, headers: host.headers }), 409, 'CONFLICT')
    expectError(await t.call({ method: 'DELETE', url }), 403, 'FORBIDDEN')
    const left = expectGroup(expectOk(await t.call({ method: 'DELETE', url, headers: ben.session.headers })))
    expect(left.role).toBe('visitor')
    const hostCart = await getCart(t, host, cart.id)
    expect(hostCart.products).toHaveLength(1)
    expect(hostCart.products[0].recipient).toBe('Ada Lovelace')
    expect(expectOk(await getGroup(t, group.id, host.headers)).participants).toHaveLength(1)
    expectError(
      await t.call({ method: 'GET', url: cartUrl(cart.id), headers: ben.session.headers }),
      404,
      'CART_NOT_FOUND',
    )
  })

  it('lets only the host cancel: participants see cancelled, their lines go, the basket is the host’s alone again', async () => {
    const { group, host, cart, menuId } = await startGroup(t)
    const ben = await joinGroup(t, group.id, 'Ben')
    await addItem(t, ben.session, cart.id, menuId)
    const url = groupUrl(group.id)
    expectError(await t.call({ method: 'DELETE', url, headers: ben.session.headers }), 403, 'GROUP_HOST_ONLY')
    expectError(
      await t.call({ method: 'DELETE', url, headers: (await signInMember(t)).headers }),
      403,
      'GROUP_HOST_ONLY',
    )
    expectError(await t.call({ method: 'DELETE', url }), 403, 'GROUP_HOST_ONLY')
    const cancelled = expectGroup(expectOk(await t.call({ method: 'DELETE', url, headers: host.headers })))
    expect(cancelled.status).toBe('cancelled')
    expect(expectOk(await getGroup(t, group.id, ben.session.headers)).status).toBe('cancelled')
    expect((await getCart(t, host, cart.id)).products).toHaveLength(1)
    expectError(
      await t.call({ method: 'GET', url: cartUrl(cart.id), headers: ben.session.headers }),
      404,
      'CART_NOT_FOUND',
    )
    expectOk(await t.call({ method: 'DELETE', url, headers: host.headers }))
    expectError(
      await t.call({ method: 'POST', url: groupUrl(group.id, '/join'), payload: { name: 'Cy' } }),
      409,
      'GROUP_ORDER_CLOSED',
    )
    // A new group can start on the same basket.
    const again = await t.call({
      method: 'POST',
      url: `${API}/carts/group`,
      payload: { cart_id: cart.id, menu_id: menuId, payment_type: 'host', handoff: 'pickup' },
      headers: host.headers,
    })
    expectGroup(expectCreated(again))
  })
})
