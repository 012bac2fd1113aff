import type { TMailboxMessage } from '@deli/contracts'
import type { TDatabase } from '../../platform/database.ts'
import { findLatestMail } from './repository.ts'

const LINK = /https?:\/\/[^\s<>"']+/g

/** GET dev/mailbox: the outbox as a mailbox, newest first (test integrations only; see routes). */
export async function listMailbox(
  db: TDatabase,
  query: { to?: string | undefined; limit: number },
): Promise<{ messages: TMailboxMessage[] }> {
  const rows = await findLatestMail(db, query)
  return {
    messages: rows.map((row) => ({
      id: String(row.id),
      kind: row.kind,
      to: row.to,
      subject: row.subject,
      text: row.text,
      html: row.html,
      links: row.text.match(LINK) ?? [],
      sent: row.createdAt.toISOString(),
    })),
  }
}
