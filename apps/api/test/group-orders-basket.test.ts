import { GROUP_MAX_LINES_PER_PARTICIPANT, TEXTS } from '@deli/domain'
import { beforeAll, describe, expect, it } from 'vitest'
import { actOnDeadline } from '../src/modules/group-orders/act-on-deadline.ts'
import { cartUrl, getCart, requiredChoices, type TAny } from './cart-helpers.ts'
import { expectError, expectOk } from './expect-envelope.ts'
import { addItem, cartOf, getGroup, groupUrl, joinGroup, passDeadline, startGroup } from './group-helpers.ts'
import { build, type TTestApp } from './helper.ts'
import { mailTo } from './member-helpers.ts'
import { drain, sellableProductId, signInMember } from './order-helpers.ts'

let t: TTestApp
beforeAll(async () => {
  t = await build()
})

const recipients = (cart: TAny) => cart.products.map((line: TAny) => line.recipient)

describe('host pays: the host’s basket shared with participants', () => {
  it('stamps each line with the adder’s name (never the body’s) and shows a participant only their own lines', async () => {
    const { group, host, cart, menuId } = await startGroup(t)
    const ben = await joinGroup(t, group.id, 'Ben')
    const productId = sellableProductId(menuId)
    const added = await t.call({
      method: 'POST',
      url: cartUrl(cart.id, '/products'),
      payload: {
        product_id: productId,
        quantity: 2,
        choices: requiredChoices(productId),
        recipient: 'Ada Lovelace',
      },
      headers: ben.session.headers,
    })
    expect(added.statusCode).toBe(201)
    const asBen = added.json.data
    expect(recipients(asBen)).toEqual(['Ben'])
    expect(asBen.count).toBe(2)
    expect(asBen.totals.subtotal).toBe(asBen.products[0].cost.total)
    const asHost = await getCart(t, host, cart.id)
    expect(recipients(asHost)).toEqual(['Ada Lovelace', 'Ben'])
    expect(asHost.count).toBe(3)
    expect(recipients(expectOk(await cartOf(t, ben.session, cart.id)))).toEqual(['Ben'])
  })

  it('lets a participant change and delete only their own lines; the host any line', async () => {
    const { group, host, cart, menuId } = await startGroup(t)
    const ben = await joinGroup(t, group.id, 'Ben')
    const cy = await joinGroup(t, group.id, 'Cy')
    const benCart = await addItem(t, ben.session, cart.id, menuId)
    const benLine = benCart.products[0].id
    const cyLine = (await addItem(t, cy.session, cart.id, menuId)).products[0].id
    const hostLine = (await getCart(t, host, cart.id)).products[0].id
    const productId = sellableProductId(menuId)
    const edit = { quantity: 4, choices: requiredChoices(productId), recipient: 'Cy' }
    for (const line of [hostLine, cyLine]) {
      expectError(
        await t.call({
          method: 'PUT',
          url: cartUrl(cart.id, `/products/${line}`),
          payload: edit,
          headers: ben.session.headers,
        }),
        404,
        'NOT_FOUND',
      )
      expectError(
        await t.call({
          method: 'DELETE',
          url: cartUrl(cart.id, `/products/${line}`),
          headers: ben.session.headers,
        }),
        404,
        'NOT_FOUND',
      )
    }
    const edited = expectOk(
      await t.call({
        method: 'PUT',
        url: cartUrl(cart.id, `/products/${benLine}`),
        payload: edit,
        headers: ben.session.headers,
      }),
    )
    expect(edited.products).toEqual([expect.objectContaining({ id: benLine, quantity: 4, recipient: 'Ben' })])
    expectOk(
      await t.call({ method: 'DELETE', url: cartUrl(cart.id, `/products/${cyLine}`), headers: host.headers }),
    )
    expect(recipients(await getCart(t, host, cart.id))).toEqual(['Ada Lovelace', 'Ben'])
  })

  it('keeps time, handoff and location with the host: 403 with the spec texts for participants', async () => {
    const { group, cart } = await startGroup(t)
    const ben = await joinGroup(t, group.id, 'Ben')
    const headers = ben.session.headers
    const time = await t.call({
      method: 'PUT',
      url: cartUrl(cart.id, '/time'),
      payload: { mode: 'asap' },
      headers,
    })
    expectError(time, 403, 'GROUP_HOST_ONLY')
    expect(time.json.message).toBe(TEXTS.hostOnlyOrderTime)
    const handoff = await t.call({
      method: 'PUT',
      url: cartUrl(cart.id, '/handoff'),
      payload: { handoffMode: 'curbside' },
      headers,
    })
    expectError(handoff, 403, 'GROUP_HOST_ONLY')
    expect(handoff.json.message).toBe(TEXTS.hostOnlyOrderType)
    const delivery = await t.call({
      method: 'PUT',
      url: cartUrl(cart.id, '/handoff/delivery'),
      payload: { address: '1 Main St', city: 'Austin', state: 'TX', zip: '78701' },
      headers,
    })
    expectError(delivery, 403, 'GROUP_HOST_ONLY')
    expect(delivery.json.message).toBe(TEXTS.hostOnlyOrderType)
    expectError(await t.call({ method: 'DELETE', url: cartUrl(cart.id), headers }), 404, 'CART_NOT_FOUND')
    expectError(
      await t.call({ method: 'POST', url: cartUrl(cart.id, '/validate'), headers }),
      404,
      'CART_NOT_FOUND',
    )
  })

  it('keeps the basket from anyone not in the group, and from the host while the group lasts', async () => {
    const { group, host, cart, menuId } = await startGroup(t)
    const stranger = await signInMember(t)
    expectError(await cartOf(t, stranger, cart.id), 404, 'CART_NOT_FOUND')
    expectError(
      await t.call({
        method: 'POST',
        url: cartUrl(cart.id, '/products'),
        payload: { product_id: sellableProductId(menuId), quantity: 1, choices: [] },
        headers: stranger.headers,
      }),
      404,
      'CART_NOT_FOUND',
    )
    expectError(
      await t.call({ method: 'DELETE', url: cartUrl(cart.id), headers: host.headers }),
      409,
      'CONFLICT',
    )
    const transfer = await t.call({
      method: 'POST',
      url: cartUrl(cart.id, '/transfer'),
      payload: { menu_id: menuId },
      headers: host.headers,
    })
    expectError(transfer, 409, 'CONFLICT')
    expect(expectOk(await getGroup(t, group.id, host.headers)).status).toBe('open')
  })

  it('limits lines per person with a sentence (422), and refuses changes past the deadline (409)', async () => {
    const { group, cart, menuId } = await startGroup(t)
    const ben = await joinGroup(t, group.id, 'Ben')
    await t.db.$client.query(
      `insert into cart_lines (cart_id, product_id, name, quantity, unit_cost, choices, recipient, participant_id)
       select $1::uuid, 1, 'Pickle', 1, 100, '[]', 'Ben', $2::uuid from generate_series(1, $3::int)`,
      [
        cart.id,
        ben.group.participants.find((p: TAny) => p.name === 'Ben').id,
        GROUP_MAX_LINES_PER_PARTICIPANT,
      ],
    )
    const productId = sellableProductId(menuId)
    const payload = { product_id: productId, quantity: 1, choices: requiredChoices(productId) }
    const full = await t.call({
      method: 'POST',
      url: cartUrl(cart.id, '/products'),
      payload,
      headers: ben.session.headers,
    })
    expectError(full, 422, 'GROUP_ORDER_LIMIT')
    expect(full.json.message).toBe(TEXTS.groupLinesLimit(GROUP_MAX_LINES_PER_PARTICIPANT))
    const cy = await joinGroup(t, group.id, 'Cy')
    await passDeadline(t, group.id)
    const late = await t.call({
      method: 'POST',
      url: cartUrl(cart.id, '/products'),
      payload,
      headers: cy.session.headers,
    })
    expectError(late, 409, 'GROUP_ORDER_PAST_DEADLINE')
    expect(late.json.message).toBe(TEXTS.groupDeadlinePassed)
  })
})

describe('concurrency', () => {
  it('20 participants adding and removing at once lose nothing and never see another’s lines', async () => {
    const { group, host, cart, menuId } = await startGroup(t)
    const names = 'Ava Ben Cy Dee Eli Fay Gus Hal Ivy Jo Kai Liv Max Ned Oli Pia Quin Roy Sue Tia'.split(' ')
    const people = await Promise.all(names.map((name) => joinGroup(t, group.id, name)))
    const productId = sellableProductId(menuId)
    const payload = { product_id: productId, quantity: 1, choices: requiredChoices(productId) }
    // Each adds three lines and removes the first again, all at the same time.
    await Promise.all(
      people.map(async ({ session }, index) => {
        const lineIds: number[] = []
        for (let round = 0; round < 3; round++) {
          const response = await t.call({
            method: 'POST',
            url: cartUrl(cart.id, '/products'),
            payload: { ...payload, quantity: index + 1 },
            headers: session.headers,
          })
          expect(response.statusCode, JSON.stringify(response.json)).toBe(201)
          const mine = response.json.data.products as TAny[]
          expect(new Set(mine.map((line) => line.recipient))).toEqual(new Set([names[index]]))
          lineIds.push(...mine.map((line) => line.id).filter((id: number) => !lineIds.includes(id)))
        }
        const removed = await t.call({
          method: 'DELETE',
          url: cartUrl(cart.id, `/products/${lineIds[0]}`),
          headers: session.headers,
        })
        expect(removed.statusCode, JSON.stringify(removed.json)).toBe(200)
      }),
    )
    for (const [index, { session }] of people.entries()) {
      const mine = expectOk(await cartOf(t, session, cart.id))
      expect(mine.products).toHaveLength(2)
      expect(
        mine.products.every((line: TAny) => line.recipient === names[index] && line.quantity === index + 1),
      ).toBe(true)
    }
    const all = await getCart(t, host, cart.id)
    expect(all.products).toHaveLength(1 + 20 * 2)
    const view = expectOk(await getGroup(t, group.id, host.headers))
    expect(view.participants).toHaveLength(21)
    for (const [index, name] of names.entries()) {
      const person = view.participants.find((p: TAny) => p.name === name)
      expect(person.orders.reduce((sum: number, line: TAny) => sum + line.quantity, 0)).toBe(2 * (index + 1))
    }
  })
})

describe('the deadline job', () => {
  it('emails the host once at the deadline, closes the group to participants, and is queued again by an extension', async () => {
    const { group, host } = await startGroup(t)
    await joinGroup(t, group.id, 'Ben')
    // drain runs held jobs early: before the deadline the job changes nothing.
    await drain(t)
    expect(await mailTo(t, host.email)).toHaveLength(0)
    // An extension queues the job of the new deadline; the deadline then passes.
    const day = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10).replaceAll('-', '')
    const payload = { deadline: `${day} 12:00` }
    expectOk(await t.call({ method: 'PUT', url: groupUrl(group.id), payload, headers: host.headers }))
    await passDeadline(t, group.id)
    const before = expectOk(await getGroup(t, group.id, host.headers)).version
    await drain(t)
    const mails = await mailTo(t, host.email)
    expect(mails).toHaveLength(1)
    expect(mails[0].subject).toMatch(/group order is ready to submit/)
    expect(mails[0].text).toMatch(/1 participant joined/)
    expect(mails[0].links[0]).toContain(`/?groupOrderId=${group.id}`)
    const after = expectOk(await getGroup(t, group.id, host.headers))
    expect(after.version).toBeGreaterThan(before)
    expect(after).toMatchObject({ status: 'open', isPastDeadline: true })
    const late = await t.call({ method: 'POST', url: groupUrl(group.id, '/join'), payload: { name: 'Cy' } })
    expectError(late, 409, 'GROUP_ORDER_PAST_DEADLINE')
    // The job running again (a retry, a second worker) emails nobody twice.
    await actOnDeadline({ db: t.db, config: t.config }, group.id)
    expect(await mailTo(t, host.email)).toHaveLength(1)
  })
})
