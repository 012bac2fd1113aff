import {
  DRAFT_MESSAGES,
  okEnvelope,
  PREVIEW_COOKIE,
  PREVIEW_SECONDS,
  ZDraftBodySchema,
  ZDraftChangeBodySchema,
  ZDraftIdParamsSchema,
  ZDraftListSchema,
  ZDraftMenuParamsSchema,
  ZDraftMenuQuerySchema,
  ZDraftPreviewBodySchema,
  ZDraftPreviewSchema,
  ZDraftPublishedSchema,
  ZDraftSchema,
} from '@deli/contracts'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  createDraft,
  discardDraft,
  findDraft,
  listDraftRows,
  previewDraftMenu,
  publishDraft,
  saveDraftChange,
  type TDraftActor,
} from '../modules/menus/index.ts'
import { hasRole, requireStaff } from '../modules/operations/index.ts'
import { findStoreById } from '../modules/stores/index.ts'
import { AppError, notFound } from '../platform/errors.ts'
import { ok } from '../platform/reply.ts'
import { priceStaffOf } from './price-staff.ts'

const tags = ['back office']
const DRAFTS = '/staff/back-office/drafts'
/** Drafts listed at once: the open ones and the last closed ones. */
const DRAFTS_LISTED = 50

/**
 * Drafts, preview and publish (ADR 059): a chain admin saves prices, product edits, new products and
 * category edits to a draft, looks at one store's real menu page with it applied (the preview cookie;
 * never kept by any cache), then publishes it in one transaction or discards it. Immediate saves stay
 * as they are.
 */
export const draftRoutes: FastifyPluginAsyncZod = async (app) => {
  const secure = app.config.NODE_ENV === 'production'
  const admin = async (request: FastifyRequest): Promise<TDraftActor> => {
    const staff = await requireStaff(app.db, request)
    if (!hasRole(staff, 'admin')) throw new AppError(403, 'FORBIDDEN', DRAFT_MESSAGES.adminOnly)
    return { staff: priceStaffOf(app.db, staff), fromAddress: request.ip }
  }
  const draftAnswer = okEnvelope(ZDraftSchema)

  app.get(
    DRAFTS,
    {
      schema: {
        tags,
        summary: 'Drafts, newest first, each with its changes (chain admins)',
        response: { 200: okEnvelope(ZDraftListSchema) },
      },
    },
    async (request) => {
      await admin(request)
      return ok({ drafts: await listDraftRows(app.db, DRAFTS_LISTED) })
    },
  )

  app.post(
    DRAFTS,
    {
      schema: {
        tags,
        summary: 'Start a draft: changes saved to it are not live until it is published (chain admins)',
        body: ZDraftBodySchema,
        response: { 200: draftAnswer },
      },
    },
    async (request) => ok(await createDraft(app.db, (await admin(request)).staff, request.body.name)),
  )

  app.get(
    `${DRAFTS}/:id`,
    {
      schema: {
        tags,
        summary: 'A draft and its changes (chain admins)',
        params: ZDraftIdParamsSchema,
        response: { 200: draftAnswer },
      },
    },
    async (request) => {
      await admin(request)
      return ok(await findDraft(app.db, request.params.id))
    },
  )

  app.post(
    `${DRAFTS}/:id/changes`,
    {
      schema: {
        tags,
        summary:
          "Save a price, a product's fields, a new product or a category's edit to a draft, checked as the immediate route checks them (chain admins)",
        params: ZDraftIdParamsSchema,
        body: ZDraftChangeBodySchema,
        response: { 200: draftAnswer },
      },
    },
    async (request) => {
      const actor = await admin(request)
      return ok(await saveDraftChange(app.db, actor.staff, request.params.id, request.body))
    },
  )

  app.post(
    `${DRAFTS}/:id/publish`,
    {
      schema: {
        tags,
        summary: 'Publish a draft: every change in one transaction, each audited (chain admins)',
        params: ZDraftIdParamsSchema,
        response: { 200: okEnvelope(ZDraftPublishedSchema) },
      },
    },
    async (request) => {
      const { changeId, applied } = await publishDraft(app.db, await admin(request), request.params.id)
      // This node at once; the others when the tables' `menu_changes` notifications arrive (ADR 023).
      app.menuCache.invalidate('*')
      return ok({ change_id: changeId, applied })
    },
  )

  app.post(
    `${DRAFTS}/:id/discard`,
    {
      schema: {
        tags,
        summary: 'Discard a draft: none of its changes goes live (chain admins)',
        params: ZDraftIdParamsSchema,
        response: { 200: draftAnswer },
      },
    },
    async (request) => {
      const actor = await admin(request)
      return ok(await discardDraft(app.db, actor.staff, request.params.id))
    },
  )

  app.get(
    `${DRAFTS}/:id/menus/:menu_id`,
    {
      schema: {
        tags,
        summary:
          "A store's menu as guests would see it with the draft published; never cached (chain admins)",
        params: ZDraftMenuParamsSchema,
        querystring: ZDraftMenuQuerySchema,
      },
    },
    async (request, reply) => {
      const json = await previewDraftMenu(app.db, await admin(request), {
        draftId: request.params.id,
        menuId: request.params.menu_id,
        superCategory: request.query.type,
        now: new Date(),
      })
      return reply.type('application/json; charset=utf-8').header('cache-control', 'no-store').send(json)
    },
  )

  app.post(
    `${DRAFTS}/:id/preview`,
    {
      schema: {
        tags,
        summary: "Preview a draft on a store's menu page: sets the preview cookie for an hour (chain admins)",
        params: ZDraftIdParamsSchema,
        body: ZDraftPreviewBodySchema,
        response: { 200: okEnvelope(ZDraftPreviewSchema) },
      },
    },
    async (request, reply) => {
      await admin(request)
      const draft = await findDraft(app.db, request.params.id)
      if (draft.status !== 'open') throw new AppError(409, 'CONFLICT', DRAFT_MESSAGES.notOpen)
      const store = await findStoreById(app.db, request.body.store_id)
      if (!store) throw notFound('STORE_NOT_FOUND', 'There is no such store.')
      reply.setCookie(PREVIEW_COOKIE, draft.id, {
        path: '/',
        sameSite: 'lax',
        secure,
        httpOnly: true,
        maxAge: PREVIEW_SECONDS,
      })
      return ok({ path: `/menu/${store.menuId}` })
    },
  )

  app.delete(
    `${DRAFTS}/preview`,
    {
      schema: {
        tags,
        summary: 'End the preview: the menu pages are the published ones again (any staff)',
        response: { 200: okEnvelope(z.object({ ended: z.literal(true) })) },
      },
    },
    async (request, reply) => {
      await requireStaff(app.db, request)
      reply.clearCookie(PREVIEW_COOKIE, { path: '/', sameSite: 'lax', secure, httpOnly: true })
      return ok({ ended: true as const })
    },
  )
}
