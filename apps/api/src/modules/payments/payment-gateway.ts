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

/** An authorisation holds the amount on the card (split group orders, ADR 015) until captured or voided. */
export type TAuthoriseResult =
  | { outcome: 'authorised'; reference: string }
  | { outcome: 'declined'; message: string }

/** Capturing or voiding an authorisation: the gateway's reference, our idempotency key. */
export type TSettleAuthorisation = { reference: string; idempotencyKey: string }

/** Refunding a charge in full: the charge's reference (charge or PaymentIntent id), its amount, our key. */
export type TRefundRequest = { reference: string; amount: number; idempotencyKey: string }

/** What checkout shows of a tokenised card. */
export type TCardSummary = { brand: TCardBrand; last4: string }

/**
 * The gateway could not process the charge (outage, timeout, processing error): nothing is known to
 * be charged, so the caller retries with the same idempotency key.
 */
export class PaymentProcessingError extends Error {
  override name = 'PaymentProcessingError'
}

/** A payment gateway (ARCHITECTURE.md § Adapters): the built-in test gateway or Stripe. */
export interface PaymentGateway {
  readonly name: TGatewayName
  /** The card behind a token, or null when the gateway does not know it. */
  describeCard(token: string): Promise<TCardSummary | null>
  /** Charges once per idempotency key; a repeat answers the first result. */
  charge(request: TChargeRequest): Promise<TChargeResult>
  /** Authorises once per idempotency key without taking the money; a repeat answers the first result. */
  authorise(request: TChargeRequest): Promise<TAuthoriseResult>
  /** Takes the authorised amount; capturing again answers the same (never twice). */
  capture(request: TSettleAuthorisation): Promise<void>
  /** Releases an authorisation that was not captured; voiding again changes nothing. */
  void(request: TSettleAuthorisation): Promise<void>
  /** Gives a charge's money back (a cancelled paid order); refunding again answers the same refund. */
  refund(request: TRefundRequest): Promise<{ reference: string }>
}
