import type { TConfig } from '../../platform/config.ts'
import { isSmsOn } from '../../platform/config-derived.ts'
import type { TQueryable } from '../../platform/database.ts'
import { smsOutbox, type TSmsKind } from './tables.ts'

export type TSms = { to: string; body: string; kind: TSmsKind }

/**
 * Queues one text message inside the caller's transaction (it exists exactly when the change that
 * caused it commits), when text messages are on (`isSmsOn`: the SMS outbox of the test integrations);
 * answers null when they are off or there is no number to text.
 */
export async function queueSms(
  executor: TQueryable,
  config: TConfig,
  sms: TSms,
): Promise<{ id: number } | null> {
  if (!isSmsOn(config) || sms.to.trim() === '') return null
  const [row] = await executor
    .insert(smsOutbox)
    .values({ kind: sms.kind, to: sms.to, body: sms.body })
    .returning({ id: smsOutbox.id })
  if (!row) throw new Error('sms insert returned nothing')
  return row
}
