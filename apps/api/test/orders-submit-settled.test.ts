import { CARD_DECLINED_MESSAGE } from '@deli/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expectOk } from './expect-envelope.ts'
import { build, type TTestApp } from './helper.ts'
import {
  APPROVE_CARD,
  cardToken,
  DECLINE_CARD,
  readyCart,
  signInMember,
  submit,
  submitBody,
} from './order-helpers.ts'
import { statementsOf } from './round-trips.ts'

let t: TTestApp
beforeAll(async () => {
  t = await build()
  // As main.ts does in a worker process: this process runs the payment job's workers.
  await t.app.jobs.startWorkers({ pollingIntervalSeconds: 0.5 })
})
afterAll(async () => {
  await t.app.jobs.stop()
})

/**
 * ADR 008's amendment of 2026-11-27: where this process runs the payment job's workers, the submit
 * waits a moment for the job and answers its outcome, so the client needs no 2 s poll for a charge
 * or a decline.
 */
describe('POST /api/submit-background answers a quick outcome itself', () => {
  it('a declined card: error with the gateway message, the basket active again', async () => {
    const member = await signInMember(t)
    const { cart } = await readyCart(t, member)
    const answer = expectOk(await submit(t, member, submitBody(cart.id, await cardToken(t, DECLINE_CARD))))
    expect(answer).toMatchObject({ status: 'error', message: CARD_DECLINED_MESSAGE })
    expect(answer.id).toEqual(expect.any(String))
    // Declined: the basket may be submitted again with another card, and that answers success.
    const again = expectOk(await submit(t, member, submitBody(cart.id, await cardToken(t, APPROVE_CARD))))
    expect(again).toMatchObject({ status: 'success', message: '' })
    expect(again.id).not.toBe(answer.id)
  })

  it('an approved card: success with the order id', async () => {
    const member = await signInMember(t)
    const { cart } = await readyCart(t, member)
    const answer = expectOk(await submit(t, member, submitBody(cart.id, await cardToken(t, APPROVE_CARD))))
    expect(answer).toMatchObject({ status: 'success', message: '' })
    // A repeat of the submission answers the same order at once.
    const repeat = expectOk(await submit(t, member, submitBody(cart.id, await cardToken(t, APPROVE_CARD))))
    expect(repeat).toEqual(answer)
  })

  it('answers the outcome the worker wrote without reading the order again (ADR 035, amended 2026-11-28)', async () => {
    const member = await signInMember(t)
    const { cart } = await readyCart(t, member)
    const token = await cardToken(t, APPROVE_CARD)
    const { configs, result } = await statementsOf(() => submit(t, member, submitBody(cart.id, token)))
    expect(expectOk(result)).toMatchObject({ status: 'success', message: '' })
    // The worker reads the order once to charge it; the submission answers what the worker announced.
    expect(configs.filter((config) => config.name === 'find_order')).toHaveLength(1)
    const { rows } = await t.db.$client.query('select status from orders where cart_id = $1', [cart.id])
    expect(rows).toEqual([{ status: 'scheduled' }])
  })
})
