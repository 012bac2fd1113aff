import type { TQueryable } from '../../platform/database.ts'
import { mailOutbox, type TMailKind } from './tables.ts'

export type TMail = { to: string; subject: string; text: string; html: string; kind: TMailKind }

/**
 * Queues one email in the outbox, inside the caller's transaction when `executor` is one: the mail
 * exists exactly when the change that caused it commits (a receipt with its order, a reset link
 * with its token). Delivery happens later (deliverPendingMail) or never (the outbox transport).
 */
export async function queueMail(executor: TQueryable, mail: TMail): Promise<{ id: number }> {
  const [row] = await executor
    .insert(mailOutbox)
    .values({ kind: mail.kind, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html })
    .returning({ id: mailOutbox.id })
  if (!row) throw new Error('mail insert returned nothing')
  return row
}
