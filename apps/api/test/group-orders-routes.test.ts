import { formatWantedTime, slotInstant, TEXTS, toWantedTime } from '@deli/domain'
import { beforeAll, describe, expect, it } from 'vitest'
import { hashToken } from '../src/modules/sessions/session-token.ts'
import { expectCreated, getCart, openCart } from './cart-helpers.ts'
import { expectError, expectOk, expectValidationError } from './expect-envelope.ts'
import {
  addItem,
  closeStoreToday,
  expectGroup,
  GROUP_URL,
  getGroup,
  groupUrl,
  hostBasket,
  hostPaysStore,
  joinGroup,
  passDeadline,
  reopenStores,
  startGroup,
} from './group-helpers.ts'
import { build, type TTestApp } from './helper.ts'
import { scheduleAhead, signInMember } from './order-helpers.ts'
import { statementsOf } from './round-trips.ts'

let t: TTestApp
beforeAll(async () => {
  t = await build()
})

const DAY_MS = 86_400_000

describe('POST /api/v1/carts/group', () => {
  it('makes the member’s basket the host basket of an open group, deadline 7 days ahead by default', async () => {
    const before = Date.now()
    const { group, cart, host } = await startGroup(t)
    expect(group).toMatchObject({
      name: 'Ada Lovelace',
      hostfullname: 'Ada Lovelace',
      role: 'host',
      paymenttype: 'host',
      handoff: 'pickup',
      status: 'open',
      isPastDeadline: false,
      cart: { id: cart.id, menu_id: cart.menu_id },
      basketid: null,
      payment: null,
    })
    const deadline = Date.parse(group.deadlineAt)
    expect(deadline).toBeGreaterThanOrEqual(before + 7 * DAY_MS)
    expect(deadline).toBeLessThanOrEqual(Date.now() + 7 * DAY_MS + 15 * 60_000)
    expect(group.deadline).toBe(toWantedTime(new Date(deadline), group.location.timezone))
    expect(group.participants).toEqual([
      {
        id: expect.any(String),
        name: 'Ada Lovelace',
        isHost: true,
        submitted: false,
        orders: [expect.any(Object)],
      },
    ])
    // The basket still answers its owner, as the host's basket.
    expect((await getCart(t, host, cart.id)).products).toHaveLength(1)
  })

  it('takes a chosen deadline, and refuses a past one with 422 naming the deadline', async () => {
    const store = hostPaysStore()
    const host = await signInMember(t, store.menu_id)
    const cart = await hostBasket(t, host, store.menu_id)
    const past = toWantedTime(new Date(Date.now() - 3_600_000), store.timezone)
    const body = { cart_id: cart.id, menu_id: store.menu_id, payment_type: 'host', handoff: 'pickup' }
    const refused = await t.call({
      method: 'POST',
      url: GROUP_URL,
      payload: { ...body, deadline: past },
      headers: host.headers,
    })
    expectError(refused, 422, 'VALIDATION_FAILED')
    expect(refused.json.errors.deadline).toBe(TEXTS.groupDeadlineInPast)
    const later = toWantedTime(new Date(Date.now() + 2 * DAY_MS), store.timezone).slice(0, 8)
    const response = await t.call({
      method: 'POST',
      url: GROUP_URL,
      payload: { ...body, deadline: `${later} 18:30` },
      headers: host.headers,
    })
    const group = expectGroup(expectCreated(response))
    expect(group.deadline).toBe(`${later} 18:30`)
    expect(group.deadlineAt).toBe(slotInstant(`${later} 18:30`, store.timezone)?.toISOString())
  })

  it('closes a group ordered ahead before its time: by default, and refuses a later deadline naming the time', async () => {
    const store = hostPaysStore()
    const host = await signInMember(t, store.menu_id)
    const cart = await hostBasket(t, host, store.menu_id)
    const slot = await scheduleAhead(t, host, cart.id)
    const orderAt = slotInstant(slot, store.timezone) as Date
    const body = { cart_id: cart.id, menu_id: store.menu_id, payment_type: 'host', handoff: 'pickup' }
    const late = toWantedTime(new Date(orderAt.getTime() - 15 * 60_000), store.timezone)
    const refused = await t.call({
      method: 'POST',
      url: GROUP_URL,
      payload: { ...body, deadline: late },
      headers: host.headers,
    })
    expectError(refused, 422, 'VALIDATION_FAILED')
    expect(refused.json.errors.deadline).toBe(TEXTS.groupDeadlineAfterOrder(formatWantedTime(slot), 30))
    const group = expectGroup(
      expectCreated(await t.call({ method: 'POST', url: GROUP_URL, payload: body, headers: host.headers })),
    )
    // Not 7 days: at least 30 minutes before the group's time, on the quarter hour.
    expect(Date.parse(group.deadlineAt)).toBeLessThanOrEqual(orderAt.getTime() - 30 * 60_000)
    expect(Date.parse(group.deadlineAt)).toBeGreaterThan(Date.now())
    const moved = await t.call({
      method: 'PUT',
      url: groupUrl(group.id),
      payload: { deadline: toWantedTime(orderAt, store.timezone), note: '' },
      headers: host.headers,
    })
    expectError(moved, 422, 'VALIDATION_FAILED')
    expect(moved.json.errors.deadline).toMatch(
      /^Choose a deadline at least 30 minutes before the group's order time/,
    )
  })

  it('asks a guest to sign in (401 with the spec text) and refuses malformed bodies with 400', async () => {
    const { cart, session } = await openCart(t, { menu_id: hostPaysStore().menu_id })
    const payload = { cart_id: cart.id, menu_id: cart.menu_id, payment_type: 'host', handoff: 'pickup' }
    const guest = await t.call({ method: 'POST', url: GROUP_URL, payload, headers: session.headers })
    expectError(guest, 401, 'SIGN_IN_REQUIRED')
    expect(guest.json.message).toBe(TEXTS.signInToStartGroupOrder)
    const host = await signInMember(t)
    for (const bad of [
      { ...payload, payment_type: 'everyone' },
      { ...payload, handoff: 'teleport' },
      { ...payload, cart_id: 'nope' },
      { ...payload, deadline: '2026-11-30 10:00:00' },
    ]) {
      expectValidationError(
        await t.call({ method: 'POST', url: GROUP_URL, payload: bad, headers: host.headers }),
      )
    }
  })

  it('refuses another session’s basket (404), a basket already grouped (409) and split payment where not offered (422)', async () => {
    const { cart, host } = await startGroup(t)
    const other = await signInMember(t)
    const payload = { cart_id: cart.id, menu_id: cart.menu_id, payment_type: 'host', handoff: 'pickup' }
    expectError(
      await t.call({ method: 'POST', url: GROUP_URL, payload, headers: other.headers }),
      404,
      'CART_NOT_FOUND',
    )
    expectError(
      await t.call({ method: 'POST', url: GROUP_URL, payload, headers: host.headers }),
      409,
      'CONFLICT',
    )
    const fresh = await hostBasket(t, host, cart.menu_id)
    const split = await t.call({
      method: 'POST',
      url: GROUP_URL,
      payload: { ...payload, cart_id: fresh.id, payment_type: 'split' },
      headers: host.headers,
    })
    expectError(split, 422, 'VALIDATION_FAILED')
    expect(split.json.errors.payment_type).toMatch(/Split payment/)
  })
})

describe('GET /api/v1/carts/group/{id}', () => {
  it('tailors the group: host and participants see everyone, a visitor (even without a session) the join preview', async () => {
    const { group, host, cart, menuId } = await startGroup(t)
    const ben = await joinGroup(t, group.id, 'Ben Ortiz')
    await addItem(t, ben.session, cart.id, menuId, 2)
    const asHost = expectGroup(expectOk(await getGroup(t, group.id, host.headers)))
    expect(asHost.role).toBe('host')
    expect(asHost.participants.map((p: { name: string }) => p.name)).toEqual(['Ada Lovelace', 'Ben Ortiz'])
    expect(asHost.participants[1].orders).toEqual([{ name: expect.any(String), quantity: 2 }])
    const asBen = expectGroup(expectOk(await getGroup(t, group.id, ben.session.headers)))
    expect(asBen).toMatchObject({ role: 'participant', name: 'Ben Ortiz', hostfullname: 'Ada Lovelace' })
    expect(asBen.participants).toHaveLength(2)
    for (const headers of [{}, (await signInMember(t)).headers]) {
      const preview = expectGroup(expectOk(await getGroup(t, group.id, headers)))
      expect(preview).toMatchObject({
        role: 'visitor',
        name: null,
        participants: [],
        payment: null,
        basketid: null,
      })
      expect(preview.hostfullname).toBe('Ada Lovelace')
      expect(preview.location.menu_id).toBe(menuId)
    }
  })

  it('answers an ETag; unchanged → 304 with no body, any change → 200 with a new ETag', async () => {
    const { group, host, cart, menuId } = await startGroup(t)
    const first = await getGroup(t, group.id, host.headers)
    const etag = String(first.headers.etag)
    expect(etag).toMatch(/^W\/".+"$/)
    const same = await getGroup(t, group.id, { ...host.headers, 'if-none-match': etag })
    expect(same.statusCode).toBe(304)
    expect(same.json).toBeUndefined()
    expect(same.headers.etag).toBe(etag)
    // Another viewer has another ETag for the same version (their view differs).
    const visitor = await getGroup(t, group.id, { 'if-none-match': etag })
    expect(visitor.statusCode).toBe(200)
    expect(visitor.headers.etag).not.toBe(etag)
    // A line added to the host's basket is a change of the group.
    await addItem(t, host, cart.id, menuId)
    const changed = await getGroup(t, group.id, { ...host.headers, 'if-none-match': etag })
    expect(changed.statusCode).toBe(200)
    expect(changed.headers.etag).not.toBe(etag)
    expect(expectOk(changed).participants[0].orders[0].quantity).toBeGreaterThan(0)
  })

  it('a participant polls with its ETag: 304 in one statement that reads the session with the group (ADR 040); once its session is gone it sees the preview', async () => {
    const { group } = await startGroup(t)
    const ben = await joinGroup(t, group.id, 'Ben')
    const first = await getGroup(t, group.id, ben.session.headers)
    const etag = String(first.headers.etag)
    expect(expectOk(first)).toMatchObject({ role: 'participant', name: 'Ben' })
    const { configs, result } = await statementsOf(() =>
      getGroup(t, group.id, { ...ben.session.headers, 'if-none-match': etag }),
    )
    expect(result.statusCode).toBe(304)
    expect(configs.map((config) => config.name)).toEqual(['find_group_stamp'])
    // The host's ETag is not the participant's.
    expect(etag).not.toBe(String((await getGroup(t, group.id, { 'if-none-match': etag })).headers.etag))
    await t.db.$client.query(
      `update sessions set expires_at = now() - interval '1 second' where token_hash = $1`,
      [hashToken(ben.session.token)],
    )
    const gone = await getGroup(t, group.id, { ...ben.session.headers, 'if-none-match': etag })
    expect(gone.statusCode).toBe(200)
    expect(gone.headers.etag).not.toBe(etag)
    expect(expectOk(gone)).toMatchObject({ role: 'visitor', name: null, participants: [] })
  })

  it("a manager's closed day shows on the group's store at once: a new ETag, open false and the message", async () => {
    const { group, host, menuId } = await startGroup(t)
    const first = await getGroup(t, group.id, host.headers)
    const etag = String(first.headers.etag)
    const store = expectOk(first).location
    const message = 'Closed today for a burst pipe. Sorry!'
    await closeStoreToday(t, store, message)
    try {
      const closed = await getGroup(t, group.id, { ...host.headers, 'if-none-match': etag })
      expect(closed.statusCode).toBe(200)
      expect(closed.headers.etag).not.toBe(etag)
      expect(expectOk(closed).location).toMatchObject({ menu_id: menuId, open: false, opens: message })
      const again = await getGroup(t, group.id, {
        ...host.headers,
        'if-none-match': String(closed.headers.etag),
      })
      expect(again.statusCode).toBe(304)
    } finally {
      await reopenStores(t, [store.id])
    }
  })

  it('answers 404 for an unknown group and 400 for a malformed id', async () => {
    expectError(await getGroup(t, '00000000-0000-4000-8000-000000000000'), 404, 'GROUP_ORDER_NOT_FOUND')
    expectValidationError(await getGroup(t, 'not-a-group'))
  })
})

describe('PUT /api/v1/carts/group/{id}', () => {
  it('lets the host set deadline and note — also after the deadline passed, which reopens the group', async () => {
    const { group, host } = await startGroup(t)
    await passDeadline(t, group.id)
    const ben = await t.call({ method: 'POST', url: groupUrl(group.id, '/join'), payload: { name: 'Ben' } })
    expectError(ben, 409, 'GROUP_ORDER_PAST_DEADLINE')
    expect(ben.json.message).toBe(TEXTS.groupDeadlinePassed)
    const day = toWantedTime(new Date(Date.now() + 3 * DAY_MS), group.location.timezone).slice(0, 8)
    const payload = { deadline: `${day} 12:00`, note: 'Lunch for the team', locked: false }
    const updated = expectGroup(
      expectOk(await t.call({ method: 'PUT', url: groupUrl(group.id), payload, headers: host.headers })),
    )
    expect(updated).toMatchObject({
      deadline: `${day} 12:00`,
      note: 'Lunch for the team',
      isPastDeadline: false,
    })
    await joinGroup(t, group.id, 'Ben')
  })

  it('refuses participants and other members (403), a past deadline (422) and locked true or a bad format (400)', async () => {
    const { group, host } = await startGroup(t)
    const ben = await joinGroup(t, group.id, 'Ben')
    const day = toWantedTime(new Date(Date.now() + DAY_MS), group.location.timezone).slice(0, 8)
    const payload = { deadline: `${day} 12:00`, note: '' }
    const url = groupUrl(group.id)
    expectError(
      await t.call({ method: 'PUT', url, payload, headers: ben.session.headers }),
      403,
      'GROUP_HOST_ONLY',
    )
    expectError(
      await t.call({ method: 'PUT', url, payload, headers: (await signInMember(t)).headers }),
      403,
      'GROUP_HOST_ONLY',
    )
    expectError(await t.call({ method: 'PUT', url, payload }), 404, 'GROUP_ORDER_NOT_FOUND')
    const past = toWantedTime(new Date(Date.now() - DAY_MS), group.location.timezone)
    expectError(
      await t.call({ method: 'PUT', url, payload: { deadline: past }, headers: host.headers }),
      422,
      'VALIDATION_FAILED',
    )
    expectValidationError(
      await t.call({ method: 'PUT', url, payload: { ...payload, locked: true }, headers: host.headers }),
      'locked',
    )
    expectValidationError(
      await t.call({
        method: 'PUT',
        url,
        payload: { deadline: '2026-12-01 12:00:00' },
        headers: host.headers,
      }),
      'deadline',
    )
  })
})
