import type { TQueryable } from '../../platform/database.ts'
import type { JobRunner } from '../../platform/jobs.ts'
import { actOnDeadline } from './act-on-deadline.ts'
import { type TGroupPaymentDeps, voidGroupPayments } from './void-group-payments.ts'

/** The deadline job of a group order, queued to start at its deadline (again at each extension). */
export const GROUP_DEADLINE_JOB = 'group.deadline'
/** Releases the held payments of a cancelled split group, queued in the cancelling transaction. */
export const GROUP_VOID_JOB = 'group.void'
export type TGroupJob = { groupOrderId: string }

const queue = {
  retryLimit: 20,
  retryDelay: 5,
  retryBackoff: true,
  retryDelayMax: 300,
  expireInSeconds: 60,
  deleteAfterSeconds: 7 * 86_400,
}

export function defineGroupJobs(jobs: JobRunner, deps: TGroupPaymentDeps): void {
  jobs.define<TGroupJob>({
    name: GROUP_DEADLINE_JOB,
    queue,
    handler: (job) => actOnDeadline(deps, job.groupOrderId),
  })
  jobs.define<TGroupJob>({
    name: GROUP_VOID_JOB,
    queue,
    handler: (job) => voidGroupPayments(deps, job.groupOrderId),
  })
}

/** Queues the deadline job in the caller's transaction, held until the deadline. */
export async function scheduleDeadline(
  jobs: JobRunner,
  tx: TQueryable,
  groupOrderId: string,
  deadlineAt: Date,
) {
  const job: TGroupJob = { groupOrderId }
  await jobs.send(GROUP_DEADLINE_JOB, job, { tx, startAfter: deadlineAt })
}
