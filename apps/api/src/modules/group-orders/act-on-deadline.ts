import { isPastDeadline, toWantedTime } from '@deli/domain'
import type { TConfig } from '../../platform/config.ts'
import { publicOrigin } from '../../platform/config-derived.ts'
import type { TDatabase } from '../../platform/database.ts'
import { queueMail } from '../notifications/index.ts'
import { deadlineMail } from './deadline-mail.ts'
import { bumpGroupVersion, countGuests, findDeadlineMailFacts, lockGroupOrder } from './repository.ts'

/**
 * The `group.deadline` job: at the deadline of an open group, closes it to participants (the view
 * and every participant change then answer past-deadline; the version moves so pollers see it) and
 * emails the host, once per deadline. A job of a deadline since extended, or of a group no longer
 * open, does nothing; running it twice emails once (the row is locked and stamped).
 */
export async function actOnDeadline(
  deps: { db: TDatabase; config: TConfig },
  groupOrderId: string,
  now = new Date(),
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const group = await lockGroupOrder(tx, groupOrderId)
    if (group?.status !== 'open' || !isPastDeadline(group.deadlineAt, now)) return
    if (group.deadlineNotifiedAt && group.deadlineNotifiedAt.getTime() >= group.deadlineAt.getTime()) return
    const host = await findDeadlineMailFacts(tx, group)
    if (host) {
      await queueMail(
        tx,
        deadlineMail({
          to: host.email,
          firstName: host.firstName,
          deadline: toWantedTime(group.deadlineAt, host.timezone),
          participants: await countGuests(tx, group.id),
          origin: publicOrigin(deps.config),
          groupOrderId: group.id,
        }),
      )
    }
    await bumpGroupVersion(tx, group.id, { deadlineNotifiedAt: now })
  })
}
