import type { TDatabase } from '../../platform/database.ts'
import type { TMailTransport } from './mail-transport.ts'
import { claimUnsentMail, markMailFailed, markMailSent } from './repository.ts'

export const MAIL_MAX_ATTEMPTS = 5

/**
 * Sends unsent outbox messages (MAIL_TRANSPORT=smtp; the job runner calls it periodically). Each
 * message is claimed before sending, so two workers never send one at the same moment; a failure
 * keeps its error and is retried `attempts` minutes later, up to 5 attempts. Delivery is at least
 * once: a crash between sending and marking sends that message again.
 */
export async function deliverPendingMail(
  db: TDatabase,
  transport: TMailTransport,
  options: { batch?: number } = {},
): Promise<{ sent: number; failed: number }> {
  const claimed = await claimUnsentMail(db, options.batch ?? 20, MAIL_MAX_ATTEMPTS)
  let sent = 0
  let failed = 0
  for (const mail of claimed) {
    try {
      await transport.send({ to: mail.to, subject: mail.subject, text: mail.text, html: mail.html })
      await markMailSent(db, mail.id)
      sent++
    } catch (error) {
      // One bad address or a flaky server must not stop the batch; the row keeps the reason.
      await markMailFailed(db, mail.id, error instanceof Error ? error.message : String(error))
      failed++
    }
  }
  return { sent, failed }
}
