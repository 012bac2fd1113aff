import {
  okEnvelope,
  ZPromotionBodySchema,
  ZPromotionListSchema,
  ZPromotionParamsSchema,
  ZPromotionSchema,
} from '@deli/contracts'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { requireStaff } from '../modules/operations/index.ts'
import type { TPromotionEditor } from '../modules/promotions/index.ts'
import {
  assertMayEditPromotions,
  assertMayReadPromotions,
  createPromotion,
  endPromotion,
  getPromotion,
  listPromotions,
  updatePromotion,
} from '../modules/promotions/index.ts'
import { ok } from '../platform/reply.ts'

const tags = ['back office']
const BASE = '/staff/back-office/promotions'
const one = { 200: okEnvelope(ZPromotionSchema) }

/**
 * The back office's promotions (ADR 061): managers and chain admins read them, chain admins create,
 * edit and end them; every change is recorded in the audit trail (ADR 057) in its own transaction.
 */
export const promotionRoutes: FastifyPluginAsyncZod = async (app) => {
  const reader = async (request: FastifyRequest) => {
    const staff = await requireStaff(app.db, request)
    assertMayReadPromotions(staff)
    return staff
  }
  const editor = async (request: FastifyRequest): Promise<TPromotionEditor> => {
    const staff = await requireStaff(app.db, request)
    assertMayEditPromotions(staff)
    return { staff: { id: staff.id, name: staff.name }, fromAddress: request.ip }
  }

  app.get(
    BASE,
    {
      schema: {
        tags,
        summary: 'Every promotion with its uses, and what a promotion can be scoped to (managers, admins)',
        response: { 200: okEnvelope(ZPromotionListSchema) },
      },
    },
    async (request) => {
      const staff = await reader(request)
      return ok(await listPromotions(app.db, staff.role === 'admin'))
    },
  )

  app.get(
    `${BASE}/:promotionId`,
    {
      schema: { tags, summary: 'One promotion with its uses', params: ZPromotionParamsSchema, response: one },
    },
    async (request) => {
      await reader(request)
      return ok(await getPromotion(app.db, request.params.promotionId))
    },
  )

  app.post(
    BASE,
    {
      schema: {
        tags,
        summary: 'Create a promotion (chain admins)',
        body: ZPromotionBodySchema,
        response: { 201: okEnvelope(ZPromotionSchema) },
      },
    },
    async (request, reply) => {
      const { row } = await createPromotion(app.db, await editor(request), request.body)
      return reply.code(201).send(ok(await getPromotion(app.db, row.id)))
    },
  )

  app.put(
    `${BASE}/:promotionId`,
    {
      schema: {
        tags,
        summary: 'Edit a promotion (chain admins)',
        params: ZPromotionParamsSchema,
        body: ZPromotionBodySchema,
        response: one,
      },
    },
    async (request) => {
      const { row } = await updatePromotion(
        app.db,
        await editor(request),
        request.params.promotionId,
        request.body,
      )
      return ok(await getPromotion(app.db, row.id))
    },
  )

  app.post(
    `${BASE}/:promotionId/end`,
    {
      schema: {
        tags,
        summary: 'End a promotion now (chain admins)',
        params: ZPromotionParamsSchema,
        response: one,
      },
    },
    async (request) => {
      const { row } = await endPromotion(app.db, await editor(request), request.params.promotionId)
      return ok(await getPromotion(app.db, row.id))
    },
  )
}
