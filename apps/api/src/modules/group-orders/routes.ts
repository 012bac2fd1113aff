import {
  okEnvelope,
  ZCreateGroupOrderBodySchema,
  ZGroupOrderIdParamsSchema,
  ZGroupOrderSchema,
  ZJoinGroupOrderBodySchema,
  ZUpdateGroupOrderBodySchema,
} from '@deli/contracts'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { badRequest } from '../../platform/errors.ts'
import { ok } from '../../platform/reply.ts'
import { ensureSession, findSession, presentedSession, type TSession } from '../sessions/index.ts'
import { cancelGroupOrder } from './cancel-group-order.ts'
import { createGroupOrder } from './create-group-order.ts'
import { findGroupEtag, getGroupOrder } from './get-group-order.ts'
import type { TGroupCaller } from './group-access.ts'
import { joinGroupOrder } from './join-group-order.ts'
import { leaveGroupOrder } from './leave-group-order.ts'
import { submitParticipantOrder } from './submit-participant-order.ts'
import { updateGroupOrder } from './update-group-order.ts'

const tags = ['group orders']
const groupReply = { 200: okEnvelope(ZGroupOrderSchema) }
const params = ZGroupOrderIdParamsSchema

/** Does an If-None-Match header name this ETag (a list, or `*`)? */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false
  return header.split(',').some((tag) => {
    const value = tag.trim()
    return value === '*' || value === etag || `W/${value}` === etag || value === etag.replace(/^W\//, '')
  })
}

/** Group orders (spec §4 Group orders, §7 group calls; ADR 015), under /api/v1/carts/group. */
export const groupOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  // `known`: a session a statement of the route already read (ADR 040); otherwise it is read here.
  const caller = async (request: FastifyRequest, known?: TSession | null): Promise<TGroupCaller> => ({
    db: app.db,
    config: app.config,
    jobs: app.jobs,
    session: known !== undefined ? known : await findSession(app.db, request),
  })

  app.post(
    '/carts/group',
    {
      schema: {
        tags,
        summary: 'Start a group order on the signed-in member’s basket (host)',
        body: ZCreateGroupOrderBodySchema,
        response: { 201: okEnvelope(ZGroupOrderSchema) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(ok(await createGroupOrder(await caller(request), request.body))),
  )

  app.get(
    '/carts/group/:groupOrderId',
    {
      schema: {
        tags,
        summary: 'Get a group order as the caller may see it (ETag; If-None-Match unchanged → 304)',
        params,
        response: { ...groupReply, 304: z.null().describe('Unchanged since the ETag sent') },
      },
      // A 304 has no body, so it has no content type either.
      onSend: async (_request, reply, payload) => {
        if (reply.statusCode !== 304) return payload
        reply.removeHeader('content-type')
        return ''
      },
    },
    async (request, reply) => {
      const ifNoneMatch = request.headers['if-none-match']
      reply.header('cache-control', 'private, no-cache')
      // A poll with its ETag: one statement reads the caller's session with the group (ADR 040).
      const stamped = ifNoneMatch
        ? await findGroupEtag(app.db, presentedSession(request), request.params.groupOrderId)
        : null
      if (stamped && ifNoneMatch && matchesEtag(ifNoneMatch, stamped.etag))
        return reply.code(304).header('etag', stamped.etag).send(null)
      const groupCaller = await caller(request, stamped?.session)
      const { group, etag } = await getGroupOrder(groupCaller, request.params.groupOrderId)
      return reply.header('etag', etag).send(ok(group))
    },
  )

  app.put(
    '/carts/group/:groupOrderId',
    {
      schema: {
        tags,
        summary: "Set the deadline ('YYYYMMDD HH:mm') and note (host)",
        params,
        body: ZUpdateGroupOrderBodySchema,
        response: groupReply,
      },
    },
    async (request) =>
      ok(await updateGroupOrder(await caller(request), request.params.groupOrderId, request.body)),
  )

  app.delete(
    '/carts/group/:groupOrderId',
    { schema: { tags, summary: 'Cancel the group order (host)', params, response: groupReply } },
    async (request) => ok(await cancelGroupOrder(await caller(request), request.params.groupOrderId)),
  )

  app.post(
    '/carts/group/:groupOrderId/join',
    {
      schema: {
        tags,
        summary: 'Join a group order under a name (starts a session when the caller has none)',
        params,
        body: ZJoinGroupOrderBodySchema,
        response: groupReply,
      },
    },
    async (request, reply) => {
      const { orderId, name } = request.body
      if (orderId && orderId !== request.params.groupOrderId) {
        throw badRequest('The group order in the body is not the one in the path.', {
          orderId: 'Does not match.',
        })
      }
      const groupCaller = await caller(request)
      const session = () =>
        ensureSession(app.db, request, reply, { secureCookie: app.config.NODE_ENV === 'production' })
      return ok(
        await joinGroupOrder({ ...groupCaller, ensureSession: session }, request.params.groupOrderId, name),
      )
    },
  )

  app.post(
    '/carts/group/:groupOrderId/submissions',
    {
      schema: {
        tags,
        summary: 'Add participant order: the participant’s selections are done (host pays)',
        params,
        response: groupReply,
      },
    },
    async (request) => ok(await submitParticipantOrder(await caller(request), request.params.groupOrderId)),
  )

  app.delete(
    '/carts/group/:groupOrderId/participants/me',
    { schema: { tags, summary: 'Leave the group order (participant)', params, response: groupReply } },
    async (request) => ok(await leaveGroupOrder(await caller(request), request.params.groupOrderId)),
  )
}
