import { ASAP_UNAVAILABLE_MESSAGE, TEXTS } from '@deli/domain'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { cartUrl, getCart, setHandoff, setTime, type TAny } from './cart-helpers.ts'
import { expectError, expectOk } from './expect-envelope.ts'
import { addItem, closeStoreToday, getGroup, joinGroup, reopenStores, startGroup } from './group-helpers.ts'
import { build, type TTestApp } from './helper.ts'
import {
  cardToken,
  drain,
  getOrder,
  scheduleAhead,
  signInMember,
  submit,
  submitBody,
  submitWaiting,
  track,
} from './order-helpers.ts'

// Spec §4: the host owns the group's handoff and time; a split participant's own basket takes them
// and follows every change the host makes (ADR 015), and a participant can always submit.

let t: TTestApp
beforeAll(async () => {
  t = await build()
})

const closedStores: number[] = []
afterEach(async () => {
  await reopenStores(t, closedStores.splice(0))
})

/** The manager closed the group's store for today: it is closed now, guests order ahead. */
async function closeToday(group: TAny) {
  await closeStoreToday(t, group.location, 'Closed today for a private event.')
  closedStores.push(group.location.id)
}

describe('split payment ordered ahead: the participant’s basket follows the host’s', () => {
  it('takes the time the host chooses after the participant joined, and every later change', async () => {
    const { group, host, cart, menuId } = await startGroup(t, { paymentType: 'split' })
    await closeToday(group)
    const ben = await signInMember(t, menuId)
    const basketId = (await joinGroup(t, group.id, 'Ben', ben)).group.basketid as string
    const before = await getCart(t, ben, basketId)
    expect(before.time).toMatchObject({ asapAvailable: false, wanted: null })

    const slot = await scheduleAhead(t, host, cart.id)
    expect((await getCart(t, ben, basketId)).time).toMatchObject({ mode: 'advance', wanted: slot })
    const seen = expectOk(await getGroup(t, group.id, ben.headers))
    expect(seen.ordertime).toEqual({ mode: 'advance', wanted: slot })

    const day = slot.slice(0, 8)
    const times = expectOk(
      await t.call({ method: 'GET', url: cartUrl(cart.id, `/times?day=${day}`), headers: host.headers }),
    ).times as string[]
    const later = times.find((time) => time > slot) as string
    expectOk(await setTime(t, host, cart.id, { mode: 'advance', wanted: later }))
    expect((await getCart(t, ben, basketId)).time).toMatchObject({ mode: 'advance', wanted: later })

    expect(group.location.services.curbside).toBe(true)
    expectOk(await setHandoff(t, host, cart.id, 'curbside'))
    expect((await getCart(t, ben, basketId)).handoff).toBe('curbside')
    expectOk(await setHandoff(t, host, cart.id, 'pickup'))
    expect((await getCart(t, ben, basketId)).handoff).toBe('pickup')

    const refused = await setTime(t, ben, basketId, { mode: 'advance', wanted: slot })
    expectError(refused, 403, 'GROUP_HOST_ONLY')
    expect(refused.json.message).toBe(TEXTS.hostOnlyOrderTime)

    await addItem(t, ben, basketId, menuId)
    const orderId = await submitWaiting(t, ben, submitBody(basketId, await cardToken(t)))
    await drain(t)
    expect(expectOk(await track(t, ben, basketId)).status).toBe('success')
    expect(expectOk(await getGroup(t, group.id, ben.headers)).payment.status).toBe('authorised')
    // The participant's order says the host's time, not 'as soon as possible'.
    expect(await getOrder(t, ben, orderId)).toMatchObject({ ready: later, asap: false })
    // A submitted basket is the order's: the host's later changes leave it alone.
    const wantedOf = async () =>
      (await t.db.$client.query('SELECT wanted_at FROM carts WHERE id = $1', [basketId])).rows[0].wanted_at
    const kept = await wantedOf()
    expectOk(await setTime(t, host, cart.id, { mode: 'advance', wanted: slot }))
    expect(await wantedOf()).toEqual(kept)
  })

  it('lets a participant submit before the host chose a time; the host’s own submission still needs one', async () => {
    const { group, host, cart, menuId } = await startGroup(t, { paymentType: 'split' })
    await closeToday(group)
    expect(expectOk(await getGroup(t, group.id, host.headers)).ordertime).toEqual({
      mode: 'asap',
      wanted: null,
    })
    const ben = await signInMember(t, menuId)
    const basketId = (await joinGroup(t, group.id, 'Ben', ben)).group.basketid as string
    await addItem(t, ben, basketId, menuId)
    await submitWaiting(t, ben, submitBody(basketId, await cardToken(t)))
    await drain(t)
    expect(expectOk(await track(t, ben, basketId)).status).toBe('success')

    const early = await submit(t, host, submitBody(cart.id, await cardToken(t)))
    expectError(early, 422, 'ORDER_TIME_INVALID')
    expect(early.json.message).toBe(ASAP_UNAVAILABLE_MESSAGE)
    // Refused before anything was written: the group is still open to its participants.
    expect(expectOk(await getGroup(t, group.id, ben.headers)).status).toBe('open')
  })
})

describe('host pays: the group’s time is the host’s basket’s', () => {
  it('answers the host’s chosen time to participants in the group', async () => {
    const { group, host, cart, menuId } = await startGroup(t)
    const ben = await signInMember(t, menuId)
    await joinGroup(t, group.id, 'Ben', ben)
    const slot = await scheduleAhead(t, host, cart.id)
    expect(expectOk(await getGroup(t, group.id, ben.headers)).ordertime).toEqual({
      mode: 'advance',
      wanted: slot,
    })
  })
})
