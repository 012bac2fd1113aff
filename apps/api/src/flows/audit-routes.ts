import {
  AUDIT_PAGE_SIZE,
  okEnvelope,
  type TAuditChange,
  ZAuditChangeSchema,
  ZAuditIdParamsSchema,
  ZAuditPageSchema,
  ZAuditQuerySchema,
} from '@deli/contracts'
import { CHAIN_TIME_ZONE, dayStartsAt, shiftDay } from '@deli/domain'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { TBackOfficeChangeRow } from '../modules/audit/index.ts'
import { isRevertable, listChanges, revertChange, type TReverters } from '../modules/audit/index.ts'
import { hasRole, listStaffStores, requireStaff } from '../modules/operations/index.ts'
import { listStoreNames } from '../modules/stores/index.ts'
import { AppError } from '../platform/errors.ts'
import { ok } from '../platform/reply.ts'

const tags = ['back office']
export const AUDIT_MANAGERS_ONLY = 'Only managers and chain admins can read the audit trail.'
export const AUDIT_REVERT_ADMINS_ONLY = 'Only a chain admin can revert a change.'

/**
 * The audit trail (ADR 057): chain admins read every change and revert the ones a module knows how
 * to undo (`reverters`, by entity); a manager reads the chain's changes and their stores' but not the
 * team's (changes of staff access); store staff are refused.
 */
export const auditRoutes: FastifyPluginAsyncZod<{ reverters: TReverters }> = async (app, options) => {
  /** The time zones of the stores a page of changes touched: each change is read on its store's clock. */
  const storeZones = async (rows: readonly TBackOfficeChangeRow[]) => {
    const ids = [...new Set(rows.flatMap((row) => (row.storeId === null ? [] : [row.storeId])))]
    return new Map((await listStoreNames(app.db, ids)).map((store) => [store.id, store.timezone]))
  }
  const present = (
    row: TBackOfficeChangeRow,
    isAdmin: boolean,
    zones: Map<number, string>,
  ): TAuditChange => ({
    ...row,
    createdAt: row.createdAt.toISOString(),
    storeTimezone: row.storeId === null ? null : (zones.get(row.storeId) ?? null),
    canRevert: isAdmin && isRevertable(options.reverters, row),
  })

  app.get(
    '/staff/audit',
    {
      schema: {
        tags,
        summary: 'Back-office changes, newest first, a page at a time (managers: the chain and their stores)',
        querystring: ZAuditQuerySchema,
        response: { 200: okEnvelope(ZAuditPageSchema) },
      },
    },
    async (request) => {
      const staff = await requireStaff(app.db, request)
      if (!hasRole(staff, 'manager')) throw new AppError(403, 'FORBIDDEN', AUDIT_MANAGERS_ONLY)
      const isAdmin = hasRole(staff, 'admin')
      const query = request.query
      const ownStores = isAdmin ? null : (await listStaffStores(app.db, staff.id)).map((store) => store.id)
      let storeIds: number[] | undefined = ownStores ?? undefined
      if (query.store_id !== undefined)
        storeIds = ownStores && !ownStores.includes(query.store_id) ? [] : [query.store_id]
      const rows = await listChanges(app.db, {
        entity: query.entity,
        staffId: query.staff_id,
        storeIds,
        withChain: query.store_id === undefined,
        // Who has access to what is the chain admins' to read (ADR 022).
        hiddenEntities: isAdmin ? undefined : ['staff-account'],
        // Days of the chain's calendar, as the back office shows the changes' times.
        from: query.from ? dayStartsAt(query.from, CHAIN_TIME_ZONE) : undefined,
        to: query.to ? dayStartsAt(shiftDay(query.to, 1), CHAIN_TIME_ZONE) : undefined,
        afterId: query.before,
        limit: AUDIT_PAGE_SIZE + 1,
      })
      const page = rows.slice(0, AUDIT_PAGE_SIZE)
      const last = page.at(-1)
      const zones = await storeZones(page)
      return ok({
        changes: page.map((row) => present(row, isAdmin, zones)),
        next: rows.length > AUDIT_PAGE_SIZE && last ? last.id : null,
      })
    },
  )

  app.post(
    '/staff/audit/:id/revert',
    {
      schema: {
        tags,
        summary: 'Revert a change: re-apply what it changed from, when nothing changed since (chain admins)',
        params: ZAuditIdParamsSchema,
        response: { 200: okEnvelope(ZAuditChangeSchema) },
      },
    },
    async (request) => {
      const staff = await requireStaff(app.db, request)
      if (!hasRole(staff, 'admin')) throw new AppError(403, 'FORBIDDEN', AUDIT_REVERT_ADMINS_ONLY)
      const actor = { staff: { id: staff.id, name: staff.name }, fromAddress: request.ip }
      const revert = await revertChange(app.db, options.reverters, request.params.id, actor)
      app.menuCache.invalidate('*')
      return ok(present(revert, true, await storeZones([revert])))
    },
  )
}
