import Stripe from 'stripe'
import { describe, expect, it } from 'vitest'
import { PaymentProcessingError } from '../src/modules/payments/payment-gateway.ts'
import {
  NEEDS_AUTHENTICATION_MESSAGE,
  StripeGateway,
  type TStripeClient,
} from '../src/modules/payments/stripe-gateway.ts'

type TCreate = TStripeClient['paymentIntents']['create']
type TRetrieve = TStripeClient['paymentMethods']['retrieve']
type TCapture = TStripeClient['paymentIntents']['capture']
type TCancel = TStripeClient['paymentIntents']['cancel']
type TRefund = TStripeClient['refunds']['create']

/** A stand-in for Stripe's client that records calls and answers what the test says (no network). */
function fakeStripe(answers: {
  create?: () => unknown
  retrieve?: () => unknown
  settle?: () => unknown
  refund?: () => unknown
}) {
  const calls: { params: unknown; options: unknown }[] = []
  const settled: { method: 'capture' | 'cancel'; id: string; params: unknown; options: unknown }[] = []
  const refunds: { params: unknown; options: unknown }[] = []
  const settle = (method: 'capture' | 'cancel') => async (id: string, params: unknown, options: unknown) => {
    settled.push({ method, id, params, options })
    return answers.settle?.()
  }
  const client = {
    paymentIntents: {
      create: (async (params: unknown, options: unknown) => {
        calls.push({ params, options })
        return answers.create?.()
      }) as unknown as TCreate,
      capture: settle('capture') as unknown as TCapture,
      cancel: settle('cancel') as unknown as TCancel,
    },
    paymentMethods: { retrieve: (async () => answers.retrieve?.()) as unknown as TRetrieve },
    refunds: {
      create: (async (params: unknown, options: unknown) => {
        refunds.push({ params, options })
        return answers.refund?.()
      }) as unknown as TRefund,
    },
  }
  return { client, calls, settled, refunds }
}

const request = {
  token: 'pm_card_visa',
  amount: 2599,
  idempotencyKey: 'order-1',
  description: 'Order #1001',
  email: 'a@b.co',
}

describe('StripeGateway.charge', () => {
  it('creates and confirms a PaymentIntent with the order id as idempotency key', async () => {
    const { client, calls } = fakeStripe({ create: () => ({ id: 'pi_123', status: 'succeeded' }) })
    expect(await new StripeGateway(client).charge(request)).toEqual({
      outcome: 'succeeded',
      reference: 'pi_123',
    })
    expect(calls).toHaveLength(1)
    expect(calls[0]?.params).toMatchObject({
      amount: 2599,
      currency: 'usd',
      payment_method: 'pm_card_visa',
      confirm: true,
      automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
      receipt_email: 'a@b.co',
    })
    expect(calls[0]?.options).toEqual({ idempotencyKey: 'order-1' })
  })

  it("answers a card error as a decline with Stripe's message", async () => {
    const error = new Stripe.errors.StripeCardError({
      message: 'Your card has insufficient funds.',
      type: 'card_error',
    })
    const { client } = fakeStripe({
      create: () => {
        throw error
      },
    })
    expect(await new StripeGateway(client).charge(request)).toEqual({
      outcome: 'declined',
      message: 'Your card has insufficient funds.',
    })
  })

  it('treats a PaymentIntent that needs authentication as a decline the guest can act on', async () => {
    const { client } = fakeStripe({ create: () => ({ id: 'pi_3ds', status: 'requires_action' }) })
    expect(await new StripeGateway(client).charge(request)).toEqual({
      outcome: 'declined',
      message: NEEDS_AUTHENTICATION_MESSAGE,
    })
  })

  it('turns outages into a retryable processing error', async () => {
    const { client } = fakeStripe({
      create: () => {
        throw new Stripe.errors.StripeConnectionError({ message: 'socket hang up', type: 'api_error' })
      },
    })
    await expect(new StripeGateway(client).charge(request)).rejects.toBeInstanceOf(PaymentProcessingError)
  })
})

describe('StripeGateway.describeCard', () => {
  it('reads brand and last four of a PaymentMethod', async () => {
    const { client } = fakeStripe({ retrieve: () => ({ card: { brand: 'amex', last4: '0005' } }) })
    expect(await new StripeGateway(client).describeCard('pm_123')).toEqual({ brand: 'amex', last4: '0005' })
  })

  it('knows nothing of other tokens or unknown PaymentMethods', async () => {
    const { client } = fakeStripe({
      retrieve: () => {
        throw new Stripe.errors.StripeInvalidRequestError({
          message: 'No such PaymentMethod',
          type: 'invalid_request_error',
        })
      },
    })
    const gateway = new StripeGateway(client)
    expect(await gateway.describeCard('tok_test_abc')).toBeNull()
    expect(await gateway.describeCard('pm_missing')).toBeNull()
  })
})

describe('StripeGateway manual capture (split group orders)', () => {
  it('authorises with a manual-capture PaymentIntent keyed by the order id', async () => {
    const { client, calls } = fakeStripe({ create: () => ({ id: 'pi_hold', status: 'requires_capture' }) })
    expect(await new StripeGateway(client).authorise(request)).toEqual({
      outcome: 'authorised',
      reference: 'pi_hold',
    })
    expect(calls[0]?.params).toMatchObject({ amount: 2599, capture_method: 'manual', confirm: true })
    expect(calls[0]?.options).toEqual({ idempotencyKey: 'order-1' })
  })

  it('answers a refused card as a decline, and an intent that is not held as one the guest can act on', async () => {
    const refused = fakeStripe({
      create: () => {
        throw new Stripe.errors.StripeCardError({ message: 'Your card was declined.', type: 'card_error' })
      },
    })
    expect(await new StripeGateway(refused.client).authorise(request)).toEqual({
      outcome: 'declined',
      message: 'Your card was declined.',
    })
    const needsAction = fakeStripe({ create: () => ({ id: 'pi_3ds', status: 'requires_action' }) })
    expect(await new StripeGateway(needsAction.client).authorise(request)).toEqual({
      outcome: 'declined',
      message: NEEDS_AUTHENTICATION_MESSAGE,
    })
  })

  it('captures and voids the PaymentIntent with our idempotency keys', async () => {
    const { client, settled } = fakeStripe({ settle: () => ({}) })
    const gateway = new StripeGateway(client)
    await gateway.capture({ reference: 'pi_hold', idempotencyKey: 'order-1:capture' })
    await gateway.void({ reference: 'pi_other', idempotencyKey: 'order-2:void' })
    expect(settled).toEqual([
      { method: 'capture', id: 'pi_hold', params: {}, options: { idempotencyKey: 'order-1:capture' } },
      {
        method: 'cancel',
        id: 'pi_other',
        params: { cancellation_reason: 'abandoned' },
        options: { idempotencyKey: 'order-2:void' },
      },
    ])
  })

  it('turns a failed capture into a retryable processing error', async () => {
    const { client } = fakeStripe({
      settle: () => {
        throw new Stripe.errors.StripeConnectionError({ message: 'socket hang up', type: 'api_error' })
      },
    })
    await expect(
      new StripeGateway(client).capture({ reference: 'pi_hold', idempotencyKey: 'k' }),
    ).rejects.toBeInstanceOf(PaymentProcessingError)
  })
})

describe('StripeGateway.refund (a cancelled paid order)', () => {
  it('refunds the PaymentIntent in full with our idempotency key and answers the refund id', async () => {
    const { client, refunds } = fakeStripe({ refund: () => ({ id: 're_123', status: 'succeeded' }) })
    const refund = await new StripeGateway(client).refund({
      reference: 'pi_123',
      amount: 2599,
      idempotencyKey: 'order-1:refund',
    })
    expect(refund).toEqual({ reference: 're_123' })
    expect(refunds).toEqual([
      {
        params: { payment_intent: 'pi_123', amount: 2599, reason: 'requested_by_customer' },
        options: { idempotencyKey: 'order-1:refund' },
      },
    ])
  })

  it('turns a failed refund into a retryable processing error', async () => {
    const { client } = fakeStripe({
      refund: () => {
        throw new Stripe.errors.StripeConnectionError({ message: 'down' })
      },
    })
    await expect(
      new StripeGateway(client).refund({ reference: 'pi_123', amount: 1, idempotencyKey: 'k' }),
    ).rejects.toBeInstanceOf(PaymentProcessingError)
  })
})
