import {
  okEnvelope,
  ZChannelsReportQuerySchema,
  ZChannelsReportSchema,
  ZItemsReportQuerySchema,
  ZItemsReportSchema,
  ZReportRegionsSchema,
  ZSalesReportQuerySchema,
  ZSalesReportSchema,
} from '@deli/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ok } from '../../platform/reply.ts'
import { requireStaff } from '../operations/index.ts'
import { getChannelsReport } from './get-channels-report.ts'
import { getItemsReport } from './get-items-report.ts'
import { getSalesReport } from './get-sales-report.ts'
import { guestReportRoutes } from './guest-report-routes.ts'
import { kitchenReportRoutes } from './kitchen-routes.ts'
import { reportRegions, reportScope } from './report-scope.ts'

const tags = ['reports']

/** The operator reports (ADR 064): read from the rollups, for the stores the staff member may see. */
export const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(kitchenReportRoutes)
  await app.register(guestReportRoutes)
  app.get(
    '/staff/reports/regions',
    {
      schema: {
        tags,
        summary:
          'The regions a report may be asked for: every state with a store (admin), else the own stores’ states',
        response: { 200: okEnvelope(ZReportRegionsSchema) },
      },
    },
    async (request) => ok({ regions: await reportRegions(app.db, await requireStaff(app.db, request)) }),
  )

  app.get(
    '/staff/reports/sales',
    {
      schema: {
        tags,
        summary:
          'Sales by day, week, month or hour of day, beside the period before (store, region or chain)',
        querystring: ZSalesReportQuerySchema,
        response: { 200: okEnvelope(ZSalesReportSchema) },
      },
    },
    async (request) => {
      const staff = await requireStaff(app.db, request)
      const scope = await reportScope(app.db, staff, request.query, new Date())
      return ok(await getSalesReport(app.db, scope, request.query))
    },
  )

  app.get(
    '/staff/reports/items',
    {
      schema: {
        tags,
        summary: 'Products by units and revenue with option attach rates (store, region or chain)',
        querystring: ZItemsReportQuerySchema,
        response: { 200: okEnvelope(ZItemsReportSchema) },
      },
    },
    async (request) => {
      const staff = await requireStaff(app.db, request)
      const scope = await reportScope(app.db, staff, request.query, new Date())
      return ok(await getItemsReport(app.db, scope, request.query))
    },
  )

  app.get(
    '/staff/reports/channels',
    {
      schema: {
        tags,
        summary: 'Sales by channel (web, app, kiosk) and by handoff (store, region or chain)',
        querystring: ZChannelsReportQuerySchema,
        response: { 200: okEnvelope(ZChannelsReportSchema) },
      },
    },
    async (request) => {
      const staff = await requireStaff(app.db, request)
      const scope = await reportScope(app.db, staff, request.query, new Date())
      return ok(await getChannelsReport(app.db, scope, request.query))
    },
  )
}
