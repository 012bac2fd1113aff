import { CARD_BRANDS, type TCardBrand } from '@deli/domain'
import Stripe from 'stripe'
import {
  type PaymentGateway,
  PaymentProcessingError,
  type TAuthoriseResult,
  type TCardSummary,
  type TChargeRequest,
  type TChargeResult,
  type TRefundRequest,
  type TSettleAuthorisation,
} from './payment-gateway.ts'

/** The part of the Stripe client the adapter uses (a fake stands in for it in tests). */
export type TStripeClient = {
  paymentMethods: Pick<Stripe['paymentMethods'], 'retrieve'>
  paymentIntents: Pick<Stripe['paymentIntents'], 'create' | 'capture' | 'cancel'>
  refunds: Pick<Stripe['refunds'], 'create'>
}

export const STRIPE_TOKEN_PREFIX = 'pm_'
export const NEEDS_AUTHENTICATION_MESSAGE =
  'Your bank asks for extra verification this checkout cannot do. Please use another card.'

const brandOf = (brand: string | undefined): TCardBrand =>
  CARD_BRANDS.find((known) => known === brand) ?? 'unknown'

/** A Stripe error that says the card was refused (as opposed to Stripe being unreachable or failing). */
function isCardRefusal(error: unknown): error is { message: string } {
  return error instanceof Stripe.errors.StripeCardError
}

/**
 * Stripe (PAYMENT_GATEWAY=stripe): card data is typed only into Stripe's own fields in the browser,
 * which answer a PaymentMethod id (`pm_…`) — the token checkout submits. A charge is a PaymentIntent
 * created and confirmed at once, with the order id as Stripe's idempotency key.
 */
export class StripeGateway implements PaymentGateway {
  readonly name = 'stripe' as const
  readonly #stripe: TStripeClient

  constructor(secretKeyOrClient: string | TStripeClient) {
    this.#stripe =
      typeof secretKeyOrClient === 'string'
        ? new Stripe(secretKeyOrClient, { timeout: 20_000, maxNetworkRetries: 2 })
        : secretKeyOrClient
  }

  async describeCard(token: string): Promise<TCardSummary | null> {
    if (!token.startsWith(STRIPE_TOKEN_PREFIX)) return null
    try {
      const method = await this.#stripe.paymentMethods.retrieve(token)
      if (!method.card) return null
      return { brand: brandOf(method.card.brand), last4: method.card.last4 }
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError) return null
      throw new PaymentProcessingError(error instanceof Error ? error.message : 'Stripe is unreachable.')
    }
  }

  async charge(request: TChargeRequest): Promise<TChargeResult> {
    const intent = await this.#confirmIntent(request, 'automatic')
    if ('declined' in intent) return { outcome: 'declined', message: intent.declined }
    if (intent.status === 'succeeded' || intent.status === 'processing') {
      return { outcome: 'succeeded', reference: intent.id }
    }
    return { outcome: 'declined', message: NEEDS_AUTHENTICATION_MESSAGE }
  }

  /** A PaymentIntent with manual capture (ADR 015): confirmed now, `requires_capture` while held. */
  async authorise(request: TChargeRequest): Promise<TAuthoriseResult> {
    const intent = await this.#confirmIntent(request, 'manual')
    if ('declined' in intent) return { outcome: 'declined', message: intent.declined }
    if (intent.status === 'requires_capture') return { outcome: 'authorised', reference: intent.id }
    return { outcome: 'declined', message: NEEDS_AUTHENTICATION_MESSAGE }
  }

  async capture(request: TSettleAuthorisation): Promise<void> {
    try {
      await this.#stripe.paymentIntents.capture(
        request.reference,
        {},
        { idempotencyKey: request.idempotencyKey },
      )
    } catch (error) {
      throw new PaymentProcessingError(error instanceof Error ? error.message : 'Stripe could not capture.')
    }
  }

  async void(request: TSettleAuthorisation): Promise<void> {
    try {
      await this.#stripe.paymentIntents.cancel(
        request.reference,
        { cancellation_reason: 'abandoned' },
        { idempotencyKey: request.idempotencyKey },
      )
    } catch (error) {
      throw new PaymentProcessingError(error instanceof Error ? error.message : 'Stripe could not void.')
    }
  }

  /** A full refund of the PaymentIntent with our idempotency key (a repeat answers the same refund). */
  async refund(request: TRefundRequest): Promise<{ reference: string }> {
    try {
      const refund = await this.#stripe.refunds.create(
        { payment_intent: request.reference, amount: request.amount, reason: 'requested_by_customer' },
        { idempotencyKey: request.idempotencyKey },
      )
      return { reference: refund.id }
    } catch (error) {
      throw new PaymentProcessingError(error instanceof Error ? error.message : 'Stripe could not refund.')
    }
  }

  async #confirmIntent(
    request: TChargeRequest,
    captureMethod: 'automatic' | 'manual',
  ): Promise<Stripe.PaymentIntent | { declined: string }> {
    try {
      return await this.#stripe.paymentIntents.create(
        {
          amount: request.amount,
          currency: 'usd',
          payment_method: request.token,
          confirm: true,
          ...(captureMethod === 'manual' ? { capture_method: 'manual' as const } : {}),
          automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
          description: request.description,
          receipt_email: request.email,
          metadata: { order_id: request.idempotencyKey },
        },
        { idempotencyKey: request.idempotencyKey },
      )
    } catch (error) {
      if (isCardRefusal(error)) return { declined: error.message }
      throw new PaymentProcessingError(error instanceof Error ? error.message : 'Stripe could not charge.')
    }
  }
}
