import type { TDatabase } from '../../platform/database.ts'
import type { JobRunner } from '../../platform/jobs.ts'
import { abandonExpiredCarts } from '../carts/index.ts'
import { purgeOldSubmissions } from '../content/index.ts'
import { purgeExpiredLinks } from '../members/index.ts'
import type { TMailTransport } from '../notifications/index.ts'
import { deliverPendingMail } from '../notifications/index.ts'
import { purgeExpiredChallenges } from '../passkeys/index.ts'
import { purgeExpiredRateLimits } from '../rate-limits/index.ts'
import { foldBaskets } from '../reports/index.ts'
import { purgeExpiredSessions, purgeUntouchedGuestSessions } from '../sessions/index.ts'

export const HOUSEKEEPING_JOB = 'housekeeping'
export const MAIL_DELIVERY_JOB = 'mail.deliver'
export const FOLD_BASKETS_JOB = 'reports.fold-baskets'

type TLog = { info: (detail: object, message: string) => void }

/**
 * Recurring jobs run by the workers' scheduler: every 5 minutes, baskets past their reset time are
 * abandoned, long-expired sessions, untouched guest sessions (no live or filled basket, unseen for an
 * hour), one-time links, passkey challenges nobody answered, ended rate-limit windows and form submissions over two years old purged; every hour, the baskets'
 * final days are folded into the guests report's rollup (ADR 064); every minute, with SMTP configured,
 * the outbox is sent. Each run is idempotent, and one queued and one running at a time is enough (stately queue).
 */
export function defineHousekeepingJobs(
  jobs: JobRunner,
  deps: { db: TDatabase; mail: TMailTransport | null; log: TLog; cartResetMinutes: number },
): void {
  jobs.define({
    name: HOUSEKEEPING_JOB,
    cron: '*/5 * * * *',
    queue: { policy: 'stately', retryLimit: 2, expireInSeconds: 120, deleteAfterSeconds: 86_400 },
    handler: async () => {
      const abandoned = await abandonExpiredCarts(deps.db)
      const sessions = await purgeExpiredSessions(deps.db)
      const guests = await purgeUntouchedGuestSessions(deps.db)
      const links = await purgeExpiredLinks(deps.db)
      const limits = await purgeExpiredRateLimits(deps.db)
      const submissions = await purgeOldSubmissions(deps.db)
      const challenges = await purgeExpiredChallenges(deps.db)
      deps.log.info({ abandoned, sessions, guests, links, limits, submissions, challenges }, 'housekeeping')
    },
  })
  jobs.define({
    name: FOLD_BASKETS_JOB,
    cron: '7 * * * *',
    queue: { policy: 'stately', retryLimit: 2, expireInSeconds: 600, deleteAfterSeconds: 86_400 },
    handler: async () => {
      // A week per transaction until caught up (the first run folds the history), or a day held back.
      for (let run = 0; run < 60; run++) {
        const fold = await foldBaskets(deps.db, { resetMinutes: deps.cartResetMinutes })
        deps.log.info(fold, 'baskets folded')
        if (fold.to === null || fold.through >= fold.lastEnded) break
      }
    },
  })
  const { mail } = deps
  if (!mail) return
  jobs.define({
    name: MAIL_DELIVERY_JOB,
    cron: '* * * * *',
    queue: { policy: 'stately', retryLimit: 0, expireInSeconds: 120, deleteAfterSeconds: 86_400 },
    handler: async () => {
      await deliverPendingMail(deps.db, mail)
    },
  })
}
