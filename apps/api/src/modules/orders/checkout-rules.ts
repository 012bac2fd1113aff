import type { TCar, THandoffMode, TSubmitPayment } from '@deli/contracts'
import { isDeliveryHandoff, maskedCard } from '@deli/domain'
import { AppError } from '../../platform/errors.ts'
import type { TPayments } from '../payments/index.ts'
import { PaymentProcessingError } from '../payments/index.ts'

export const CAR_REQUIRED_MESSAGE =
  'Please tell us the make, model and color of your car for curbside pickup.'
export const PAY_IN_STORE_PICKUP_ONLY = 'Pay in store is only available for pickup orders.'
export const CARD_UNKNOWN_MESSAGE = 'We could not use that card. Please enter your card details again.'
export const PAY_IN_STORE_LABEL = 'Pay in store'

/** What checkout needs beyond a valid basket: car details for curbside; pay in store only for the pickup group. */
export function assertCheckoutDetails(handoff: THandoffMode, car: TCar | undefined, payment: TSubmitPayment) {
  if (handoff === 'curbside' && !car) {
    throw new AppError(422, 'CHECKOUT_INVALID', CAR_REQUIRED_MESSAGE, { car: CAR_REQUIRED_MESSAGE })
  }
  if (payment.type === 'instore' && isDeliveryHandoff(handoff)) {
    throw new AppError(422, 'CHECKOUT_INVALID', PAY_IN_STORE_PICKUP_ONLY, {
      payments: PAY_IN_STORE_PICKUP_ONLY,
    })
  }
}

export type TResolvedPayment = { type: TSubmitPayment['type']; label: string; token: string | null }

/**
 * The submitted payment as the order keeps it: pay in store (a kiosk's 'Pay at the counter'), or a card token its gateway knows,
 * labelled 'Visa •••• 4242'. An unknown token: 422 CARD_INVALID.
 */
export async function resolvePayment(
  payments: TPayments,
  payment: TSubmitPayment,
  inStoreLabel = PAY_IN_STORE_LABEL,
): Promise<TResolvedPayment> {
  if (payment.type === 'instore') return { type: 'instore', label: inStoreLabel, token: null }
  const gateway = payments.gatewayFor(payment.token)
  try {
    const card = gateway ? await gateway.describeCard(payment.token) : null
    if (!card)
      throw new AppError(422, 'CARD_INVALID', CARD_UNKNOWN_MESSAGE, { payments: CARD_UNKNOWN_MESSAGE })
    return { type: 'card', label: maskedCard(card.brand, card.last4), token: payment.token }
  } catch (error) {
    if (!(error instanceof PaymentProcessingError)) throw error
    throw new AppError(503, 'PAYMENT_FAILED', 'We could not reach the payment service. Please try again.')
  }
}
