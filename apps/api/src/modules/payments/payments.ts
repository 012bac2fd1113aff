import type { TPaymentConfig } from '@deli/contracts'
import type { TConfig } from '../../platform/config.ts'
import { hasTestIntegrations } from '../../platform/config-derived.ts'
import type { TDatabase } from '../../platform/database.ts'
import type { PaymentGateway, TGatewayName } from './payment-gateway.ts'
import { STRIPE_TOKEN_PREFIX, StripeGateway } from './stripe-gateway.ts'
import { TEST_TOKEN_PREFIX, TestGateway } from './test-gateway.ts'

/**
 * The payment gateways of this process: the configured one (PAYMENT_GATEWAY) and, wherever the test
 * integrations run, the test gateway too (/app/testcheckout forces it). A card token names its
 * gateway by its prefix (`tok_test_…`, `pm_…`).
 */
export type TPayments = {
  config: TPaymentConfig
  test: TestGateway | null
  gatewayFor(token: string): PaymentGateway | null
  /** The gateway that took a recorded charge (refunds), or null when this process does not run it. */
  gatewayNamed(name: TGatewayName): PaymentGateway | null
}

export function createPayments(config: TConfig, db: TDatabase, stripe?: StripeGateway): TPayments {
  const test = hasTestIntegrations(config) ? new TestGateway(db, config) : null
  const stripeGateway =
    stripe ??
    (config.PAYMENT_GATEWAY === 'stripe' && config.STRIPE_SECRET_KEY
      ? new StripeGateway(config.STRIPE_SECRET_KEY)
      : null)
  const isStripe = config.PAYMENT_GATEWAY === 'stripe' && stripeGateway !== null
  return {
    config: {
      gateway: isStripe ? 'stripe' : 'test',
      publishableKey: isStripe ? (config.STRIPE_PUBLISHABLE_KEY ?? null) : null,
    },
    test,
    gatewayFor(token) {
      if (token.startsWith(TEST_TOKEN_PREFIX)) return test
      if (token.startsWith(STRIPE_TOKEN_PREFIX)) return stripeGateway
      return null
    },
    gatewayNamed: (name) => (name === 'test' ? test : stripeGateway),
  }
}
