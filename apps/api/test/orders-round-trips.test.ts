import { beforeAll, describe, expect, it } from 'vitest'
import { build, type TTestApp } from './helper.ts'
import {
  cardToken,
  drain,
  readyCart,
  signInMember,
  submit,
  submitBody,
  type TMember,
} from './order-helpers.ts'
import { statementsOf } from './round-trips.ts'

/** Issue 13: a member's card submission in round trips (see round-trips.ts). */

let t: TTestApp
let member: TMember
beforeAll(async () => {
  t = await build()
  member = await signInMember(t)
  // The job runner starts on the first submission: its start-up statements are not a submission's.
  const { cart } = await readyCart(t, member)
  expect((await submit(t, member, submitBody(String(cart.id), await cardToken(t)))).statusCode).toBe(200)
  await drain(t)
})

describe('round trips of a submission (issue 13)', () => {
  it('writes the order in one transaction of 16 round trips (23 before): the basket read once with its store, timing and held items', async () => {
    const { cart } = await readyCart(t, member)
    const token = await cardToken(t)
    const { sent, result } = await statementsOf(() => submit(t, member, submitBody(String(cart.id), token)))
    expect(result.statusCode).toBe(200)
    const transaction = sent.slice(sent.indexOf('begin'), sent.indexOf('commit') + 1)
    expect(transaction, sent.join('\n')).toHaveLength(16)
    // The store's timing is read once (with the lock), not by each rule that needs it.
    expect(sent.filter((text) => text.startsWith('select ( select')).length).toBe(0)
    expect(sent.filter((text) => text.startsWith('select "carts"."id"')).length).toBe(1)
  })
})
