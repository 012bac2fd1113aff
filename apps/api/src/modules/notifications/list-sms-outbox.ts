import type { TDevTextMessage } from '@deli/contracts'
import type { TDatabase } from '../../platform/database.ts'
import { findLatestSms } from './repository.ts'

/** GET dev/texts: the SMS outbox, newest first (test integrations only, like the dev mailbox). */
export async function listSmsOutbox(
  db: TDatabase,
  query: { to?: string | undefined; limit: number },
): Promise<{ messages: TDevTextMessage[] }> {
  const rows = await findLatestSms(db, query)
  return {
    messages: rows.map((row) => ({
      id: String(row.id),
      kind: row.kind,
      to: row.to,
      body: row.body,
      sent: row.createdAt.toISOString(),
    })),
  }
}
