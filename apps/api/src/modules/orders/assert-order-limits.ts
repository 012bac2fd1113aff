import type { TOrderChannel } from '@deli/contracts'
import { cardDeclinesProblem, ORDER_LIMITS, orderSizeProblem, payInStoreProblem } from '@deli/domain'
import type { TQueryable } from '../../platform/database.ts'
import { AppError } from '../../platform/errors.ts'
import {
  countCardDeclines,
  countOpenUnpaidOfDevice,
  countOpenUnpaidOfMember,
  lockDevice,
} from './limits-repository.ts'

export type TOrderLimitsInput = {
  /** The member's order (null: a kiosk's, paid at its counter in front of staff, ADR 030). */
  userId: string | null
  cartId: string
  deviceId: string | undefined
  channel: TOrderChannel
  paymentType: 'card' | 'instore'
  lineCount: number
  /** A group order's basket holds the whole group's lines (ADR 042). */
  isGroup: boolean
  /** The order's total with its tip. */
  total: number
  now: Date
}

/**
 * The order limits of a submission (ADR 042), inside its transaction: an order's lines and total are
 * bounded; paying in store needs a mealtime order up to the cap, and room in the member's and the
 * device's count of open unpaid orders; a card is not tried again after too many declines. The
 * member's counts are read under the member's row lock the submission already holds (ADR 024), the
 * device's under the device's advisory lock taken here, so parallel submissions never pass a cap
 * together. A refusal writes nothing: 422 ORDER_LIMIT, 422 CARD_REQUIRED (`payments`), 429
 * RATE_LIMITED for declines.
 */
export async function assertOrderLimits(tx: TQueryable, input: TOrderLimitsInput): Promise<void> {
  const size = orderSizeProblem({ lineCount: input.lineCount, total: input.total, isGroup: input.isGroup })
  if (size) throw new AppError(422, 'ORDER_LIMIT', size)
  if (!input.userId) return
  if (input.paymentType === 'card') {
    const since = new Date(input.now.getTime() - ORDER_LIMITS.declineWindowMinutes * 60_000)
    const declines = cardDeclinesProblem(await countCardDeclines(tx, input.cartId, input.userId, since))
    if (declines) throw new AppError(429, 'RATE_LIMITED', declines)
    return
  }
  const openUnpaid = { member: await countOpenUnpaidOfMember(tx, input.userId), device: 0 }
  if (input.deviceId) {
    await lockDevice(tx, input.deviceId)
    openUnpaid.device = await countOpenUnpaidOfDevice(tx, input.deviceId)
  }
  const problem = payInStoreProblem({ total: input.total, channel: input.channel, openUnpaid })
  if (problem) throw new AppError(422, 'CARD_REQUIRED', problem, { payments: problem })
}
