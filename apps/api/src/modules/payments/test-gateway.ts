import { randomBytes } from 'node:crypto'
import { CARD_DECLINED_MESSAGE } from '@deli/domain'
import { eq } from 'drizzle-orm'
import { hasTestIntegrations, type TConfig } from '../../platform/config.ts'
import type { TDatabase } from '../../platform/database.ts'
import {
  type PaymentGateway,
  PaymentProcessingError,
  type TCardSummary,
  type TChargeRequest,
  type TChargeResult,
} from './payment-gateway.ts'
import { testGatewayCards, testGatewayCharges } from './tables.ts'

export const TEST_TOKEN_PREFIX = 'tok_test_'
export const TEST_PROCESSING_ERROR = 'The test gateway could not process this card (test card ending 0119).'

/**
 * The built-in test gateway (DESIGN.md §5): real within its limits — cards are checked and
 * tokenised (test-cards route), charges are recorded once per idempotency key, and the documented
 * test numbers approve, decline or fail to process. It moves no money, so it refuses to exist where
 * the test integrations are off (production without TEST_INTEGRATIONS=true).
 */
export class TestGateway implements PaymentGateway {
  readonly name = 'test' as const
  readonly #db: TDatabase

  constructor(db: TDatabase, config: TConfig) {
    if (!hasTestIntegrations(config)) {
      throw new Error('The test payment gateway does not run in production (set TEST_INTEGRATIONS=true).')
    }
    this.#db = db
  }

  async describeCard(token: string): Promise<TCardSummary | null> {
    const card = await this.#findCard(token)
    return card ? { brand: card.brand, last4: card.last4 } : null
  }

  async charge(request: TChargeRequest): Promise<TChargeResult> {
    const earlier = await this.#findCharge(request.idempotencyKey)
    if (earlier) return earlier
    const card = await this.#findCard(request.token)
    if (card?.outcome === 'error') throw new PaymentProcessingError(TEST_PROCESSING_ERROR)
    const declined = !card || card.outcome === 'decline'
    await this.#db
      .insert(testGatewayCharges)
      .values({
        idempotencyKey: request.idempotencyKey,
        token: request.token,
        amount: request.amount,
        outcome: declined ? 'declined' : 'succeeded',
        reference: declined ? CARD_DECLINED_MESSAGE : `ch_test_${randomBytes(12).toString('base64url')}`,
      })
      .onConflictDoNothing()
    // A concurrent repeat may have written first: the stored row is the answer either way.
    const stored = await this.#findCharge(request.idempotencyKey)
    if (!stored) throw new PaymentProcessingError('The test gateway lost a charge.')
    return stored
  }

  async #findCard(token: string) {
    const [card] = await this.#db.select().from(testGatewayCards).where(eq(testGatewayCards.token, token))
    return card
  }

  async #findCharge(key: string): Promise<TChargeResult | null> {
    const [row] = await this.#db
      .select()
      .from(testGatewayCharges)
      .where(eq(testGatewayCharges.idempotencyKey, key))
    if (!row) return null
    return row.outcome === 'succeeded'
      ? { outcome: 'succeeded', reference: row.reference }
      : { outcome: 'declined', message: row.reference }
  }
}
