import { randomBytes } from 'node:crypto'
import type { TCardToken, TTestCardBody } from '@deli/contracts'
import { checkCard, testCardOutcome } from '@deli/domain'
import type { TDatabase } from '../../platform/database.ts'
import { AppError } from '../../platform/errors.ts'
import { testGatewayCards } from './tables.ts'
import { TEST_TOKEN_PREFIX } from './test-gateway.ts'

export const CARD_INVALID_MESSAGE = 'Please check your card details.'

/**
 * The test gateway's tokenisation (POST payments/test-cards): checks the card (Luhn, expiry, security
 * code → 422 CARD_INVALID with field errors) and keeps only brand, last four, expiry and the test
 * outcome. Only the answered token ever reaches checkout.
 */
export async function tokeniseTestCard(
  db: TDatabase,
  card: TTestCardBody,
  now = new Date(),
): Promise<TCardToken> {
  const check = checkCard(card, now)
  if (!check.ok) throw new AppError(422, 'CARD_INVALID', CARD_INVALID_MESSAGE, check.errors)
  const token = `${TEST_TOKEN_PREFIX}${randomBytes(18).toString('base64url')}`
  await db.insert(testGatewayCards).values({
    token,
    brand: check.brand,
    last4: check.last4,
    expMonth: check.expMonth,
    expYear: check.expYear,
    outcome: testCardOutcome(card.number),
  })
  return { token, brand: check.brand, last4: check.last4 }
}
