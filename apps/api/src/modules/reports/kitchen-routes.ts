import {
  okEnvelope,
  ZHeldItemsReportQuerySchema,
  ZHeldItemsReportSchema,
  ZKitchenReportQuerySchema,
  ZKitchenReportSchema,
} from '@deli/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ok } from '../../platform/reply.ts'
import { requireStaff } from '../operations/index.ts'
import { getHeldItemsReport } from './get-held-items-report.ts'
import { getKitchenReport } from './get-kitchen-report.ts'
import { reportScope } from './report-scope.ts'

const tags = ['reports']

/** The kitchen and capacity report and the items 86'd (ADR 064), with the sales reports' access. */
export const kitchenReportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/staff/reports/kitchen',
    {
      schema: {
        tags,
        summary:
          'Slot fill, refusals for full slots, submission to ready and late orders by hour and weekday',
        querystring: ZKitchenReportQuerySchema,
        response: { 200: okEnvelope(ZKitchenReportSchema) },
      },
    },
    async (request) => {
      const staff = await requireStaff(app.db, request)
      const scope = await reportScope(app.db, staff, request.query, new Date())
      return ok(await getKitchenReport(app.db, scope, request.query, app.config.SLOT_CAPACITY))
    },
  )

  app.get(
    '/staff/reports/held-items',
    {
      schema: {
        tags,
        summary: "Items 86'd in the period and for how long (store, region or chain)",
        querystring: ZHeldItemsReportQuerySchema,
        response: { 200: okEnvelope(ZHeldItemsReportSchema) },
      },
    },
    async (request) => {
      const staff = await requireStaff(app.db, request)
      const now = new Date()
      const scope = await reportScope(app.db, staff, request.query, now)
      return ok(await getHeldItemsReport(app.db, scope, request.query, now))
    },
  )
}
