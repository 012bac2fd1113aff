import {
  okEnvelope,
  ZChannelsReportQuerySchema,
  ZGuestsReportSchema,
  ZOrderMixReportSchema,
} from '@deli/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ok } from '../../platform/reply.ts'
import { requireStaff } from '../operations/index.ts'
import { getGuestsReport } from './get-guests-report.ts'
import { getOrderMixReport } from './get-order-mix-report.ts'
import { reportScope } from './report-scope.ts'

const tags = ['reports']

/** The order mix and guests reports (ADR 064's amendment), with the same access as the others. */
export const guestReportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/staff/reports/order-mix',
    {
      schema: {
        tags,
        summary: 'Orders by catering or mealtime, ASAP or ahead, and group (store, region or chain)',
        querystring: ZChannelsReportQuerySchema,
        response: { 200: okEnvelope(ZOrderMixReportSchema) },
      },
    },
    async (request) => {
      const staff = await requireStaff(app.db, request)
      const scope = await reportScope(app.db, staff, request.query, new Date())
      return ok(await getOrderMixReport(app.db, scope, request.query))
    },
  )

  app.get(
    '/staff/reports/guests',
    {
      schema: {
        tags,
        summary: 'New and returning members, sign-ups, points and offers used per day',
        querystring: ZChannelsReportQuerySchema,
        response: { 200: okEnvelope(ZGuestsReportSchema) },
      },
    },
    async (request) => {
      const staff = await requireStaff(app.db, request)
      const scope = await reportScope(app.db, staff, request.query, new Date())
      return ok(await getGuestsReport(app.db, scope, request.query))
    },
  )
}
