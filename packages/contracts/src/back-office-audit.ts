import { z } from 'zod'
import { AUDIT_ENTITIES } from './catalogue-rules.ts'
import { ZIntIdSchema } from './primitives.ts'
import { REPORT_DAYS_REVERSED } from './report-constants.ts'

const DATE_MESSAGE = 'Use a date like 2026-11-27.'
export const ZDayQuerySchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, DATE_MESSAGE)
  .refine((day) => !Number.isNaN(Date.parse(`${day}T00:00:00Z`)), DATE_MESSAGE)

export const ZAuditQuerySchema = z
  .object({
    entity: z.enum(AUDIT_ENTITIES, 'Choose a kind of change from the list.').optional(),
    staff_id: z.uuid('Choose a staff member from the list.').optional(),
    store_id: ZIntIdSchema.optional(),
    /** From this day on, and before the day after `to`: days of the chain's calendar (`CHAIN_TIME_ZONE`). */
    from: ZDayQuerySchema.optional(),
    to: ZDayQuerySchema.optional(),
    /** The next page: the `next` of the previous page (its last change's id). */
    before: z.uuid('Use the next-page link as given.').optional(),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: REPORT_DAYS_REVERSED,
    path: ['to'],
  })
export type TAuditQuery = z.infer<typeof ZAuditQuerySchema>

export const ZAuditChangeSchema = z.object({
  id: z.string(),
  staffId: z.string().nullable(),
  staffName: z.string(),
  entity: z.string(),
  entityId: z.string(),
  action: z.string(),
  storeId: z.number().int().nullable(),
  /** The time zone of the store it touched (its times read on that store's clock); null for the chain's own. */
  storeTimezone: z.string().nullable(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  fromAddress: z.string(),
  revertedBy: z.string().nullable(),
  revertOf: z.string().nullable(),
  createdAt: z.string(),
  /** Whether the caller could revert it now (an admin, an entity that can be reverted, not yet undone). */
  canRevert: z.boolean(),
})
export type TAuditChange = z.infer<typeof ZAuditChangeSchema>

export const ZAuditPageSchema = z.object({
  changes: z.array(ZAuditChangeSchema),
  /** The `before` of the next page (the last change's id), or null on the last page. */
  next: z.string().nullable(),
})
export type TAuditPage = z.infer<typeof ZAuditPageSchema>

export const ZAuditIdParamsSchema = z.object({ id: z.uuid('There is no such change.') })
