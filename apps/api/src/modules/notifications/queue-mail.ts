import { sql } from 'drizzle-orm'
import type { TQueryable } from '../../platform/database.ts'
import { preparedStatement } from '../../platform/prepared.ts'
import { mailOutbox, type TMailKind } from './tables.ts'

export type TMail = { to: string; subject: string; text: string; html: string; kind: TMailKind }

// Every receipt and every link is queued with it: built once (ADR 036).
const insertMailStatement = preparedStatement<TMail, { id: number }[]>((db) =>
  db
    .insert(mailOutbox)
    .values({
      kind: sql.placeholder('kind'),
      to: sql.placeholder('to'),
      subject: sql.placeholder('subject'),
      text: sql.placeholder('text'),
      html: sql.placeholder('html'),
    } as never)
    .returning({ id: mailOutbox.id })
    .prepare('queue_mail'),
)

/**
 * Queues one email in the outbox, inside the caller's transaction when `executor` is one: the mail
 * exists exactly when the change that caused it commits (a receipt with its order, a reset link
 * with its token). Delivery happens later (deliverPendingMail) or never (the outbox transport).
 */
export async function queueMail(executor: TQueryable, mail: TMail): Promise<{ id: number }> {
  const [row] = await insertMailStatement(executor, mail)
  if (!row) throw new Error('mail insert returned nothing')
  return row
}
