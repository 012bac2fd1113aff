import type { TCardBrand } from '@deli/domain'

export type TGatewayName = 'test' | 'stripe'

/** One charge: the amount in cents on a gateway token, with the order id as idempotency key. */
export type TChargeRequest = {
  token: string
  amount: number
  idempotencyKey: string
  description: string
  email: string
}

/** A charge either went through (with the gateway's reference) or the card was declined (message for the guest). */
export type TChargeResult =
  | { outcome: 'succeeded'; reference: string }
  | { outcome: 'declined'; message: string }

/** What checkout shows of a tokenised card. */
export type TCardSummary = { brand: TCardBrand; last4: string }

/**
 * The gateway could not process the charge (outage, timeout, processing error): nothing is known to
 * be charged, so the caller retries with the same idempotency key.
 */
export class PaymentProcessingError extends Error {
  override name = 'PaymentProcessingError'
}

/** A payment gateway (DESIGN.md §5): the built-in test gateway or Stripe. */
export interface PaymentGateway {
  readonly name: TGatewayName
  /** The card behind a token, or null when the gateway does not know it. */
  describeCard(token: string): Promise<TCardSummary | null>
  /** Charges once per idempotency key; a repeat answers the first result. */
  charge(request: TChargeRequest): Promise<TChargeResult>
}
