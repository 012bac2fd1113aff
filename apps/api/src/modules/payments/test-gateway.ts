import { randomBytes } from 'node:crypto'
import { CARD_DECLINED_MESSAGE } from '@deli/domain'
import { and, eq, inArray, sql } from 'drizzle-orm'
import type { TConfig } from '../../platform/config.ts'
import { hasTestIntegrations } from '../../platform/config-derived.ts'
import type { TDatabase } from '../../platform/database.ts'
import { preparedSql, preparedStatement } from '../../platform/prepared.ts'
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
import { type TTestOutcome, testGatewayCards, testGatewayCharges } from './tables.ts'

export const TEST_TOKEN_PREFIX = 'tok_test_'
export const TEST_PROCESSING_ERROR = 'The test gateway could not process this card (test card ending 0119).'

// Every test charge and every card summary (the bench's checkout): built once (ADR 036).
const recordStatement = preparedSql<
  {
    idempotencyKey: string
    token: string
    amount: number
    outcome: 'succeeded' | 'authorised'
    approved: string
    declined: string
  },
  { outcome: TTestOutcome | 'declined'; reference: string }
>(
  'test_gateway_record',
  sql`
    insert into ${testGatewayCharges} (idempotency_key, token, amount, outcome, reference)
    select ${sql.placeholder('idempotencyKey')}::text, asked.token, ${sql.placeholder('amount')}::int,
           case when card.outcome is null or card.outcome = 'decline' then 'declined'
                else ${sql.placeholder('outcome')}::text end,
           case when card.outcome is null or card.outcome = 'decline' then ${sql.placeholder('declined')}::text
                else ${sql.placeholder('approved')}::text end
      from (select ${sql.placeholder('token')}::text as token) as asked
      left join ${testGatewayCards} as card on card.token = asked.token
     where card.outcome is distinct from 'error'
    on conflict (idempotency_key) do nothing
    returning outcome, reference`,
)

const findCardStatement = preparedStatement<{ token: string }, (typeof testGatewayCards.$inferSelect)[]>(
  (db) =>
    db
      .select()
      .from(testGatewayCards)
      .where(eq(testGatewayCards.token, sql.placeholder('token')))
      .prepare('test_gateway_card'),
)

/**
 * The built-in test gateway (ARCHITECTURE.md § Adapters): real within its limits — cards are checked and
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
    const stored = await this.#record(request, 'succeeded', 'ch_test_')
    return stored.outcome === 'declined' ? stored : { outcome: 'succeeded', reference: stored.reference }
  }

  /** Holds the amount (outcome `authorised`) until captured or voided; same idempotency as charges. */
  async authorise(request: TChargeRequest): Promise<TAuthoriseResult> {
    const stored = await this.#record(request, 'authorised', 'auth_test_')
    return stored.outcome === 'declined' ? stored : { outcome: 'authorised', reference: stored.reference }
  }

  async capture(request: TSettleAuthorisation): Promise<void> {
    await this.#settle(request.reference, 'captured')
  }

  async void(request: TSettleAuthorisation): Promise<void> {
    await this.#settle(request.reference, 'voided')
  }

  /**
   * Gives a charge (or a captured authorisation) back: its record becomes `refunded`; refunding again
   * answers the same refund id, and a record that took no money is refused.
   */
  async refund(request: TRefundRequest): Promise<{ reference: string }> {
    await this.#db
      .update(testGatewayCharges)
      .set({ outcome: 'refunded' })
      .where(
        and(
          eq(testGatewayCharges.reference, request.reference),
          inArray(testGatewayCharges.outcome, ['succeeded', 'captured']),
        ),
      )
    const [row] = await this.#db
      .select({ outcome: testGatewayCharges.outcome })
      .from(testGatewayCharges)
      .where(
        and(eq(testGatewayCharges.reference, request.reference), eq(testGatewayCharges.outcome, 'refunded')),
      )
    if (!row) throw new PaymentProcessingError(`The test gateway cannot refund ${request.reference}.`)
    return { reference: `re_test_${request.reference}` }
  }

  /**
   * Moves an authorisation to captured or voided. Repeating the same move changes nothing; the other
   * move after one happened is refused (a captured hold cannot be voided, nor a voided one captured).
   */
  async #settle(reference: string, to: 'captured' | 'voided'): Promise<void> {
    await this.#db
      .update(testGatewayCharges)
      .set({ outcome: to })
      .where(and(eq(testGatewayCharges.reference, reference), eq(testGatewayCharges.outcome, 'authorised')))
    const [row] = await this.#db
      .select({ outcome: testGatewayCharges.outcome })
      .from(testGatewayCharges)
      .where(and(eq(testGatewayCharges.reference, reference), eq(testGatewayCharges.outcome, to)))
    if (!row) throw new PaymentProcessingError(`The test gateway cannot make ${reference} ${to}.`)
  }

  /**
   * Records a charge or an authorisation once per idempotency key; a repeat answers the first result.
   * The first attempt is one statement: the record is written from the card's row (approved, or
   * declined for an unknown or declining card). Nothing written means a repeat (the key exists) or a
   * card that fails to process: the stored record or the card tells which.
   */
  async #record(
    request: TChargeRequest,
    outcome: 'succeeded' | 'authorised',
    prefix: string,
  ): Promise<{ outcome: 'declined'; message: string } | { outcome: TTestOutcome; reference: string }> {
    const approved = `${prefix}${randomBytes(12).toString('base64url')}`
    const [row] = await recordStatement(this.#db, {
      idempotencyKey: request.idempotencyKey,
      token: request.token,
      amount: request.amount,
      outcome,
      approved,
      declined: CARD_DECLINED_MESSAGE,
    })
    if (row) return answerOf(row)
    // A repeat (or a concurrent one that wrote first): the stored record is the answer.
    const stored = await this.#findCharge(request.idempotencyKey)
    if (stored) return stored
    const card = await this.#findCard(request.token)
    if (card?.outcome === 'error') throw new PaymentProcessingError(TEST_PROCESSING_ERROR)
    throw new PaymentProcessingError('The test gateway lost a charge.')
  }

  async #findCard(token: string) {
    const [card] = await findCardStatement(this.#db, { token })
    return card
  }

  async #findCharge(
    key: string,
  ): Promise<{ outcome: 'declined'; message: string } | { outcome: TTestOutcome; reference: string } | null> {
    const [row] = await this.#db
      .select()
      .from(testGatewayCharges)
      .where(eq(testGatewayCharges.idempotencyKey, key))
    return row ? answerOf(row) : null
  }
}

/** A stored record as the gateway answers it: a decline's reference is its message. */
function answerOf(row: {
  outcome: TTestOutcome | 'declined'
  reference: string
}): { outcome: 'declined'; message: string } | { outcome: TTestOutcome; reference: string } {
  return row.outcome === 'declined'
    ? { outcome: 'declined', message: row.reference }
    : { outcome: row.outcome, reference: row.reference }
}
