import {
  okEnvelope,
  ZKioskDeviceSchema,
  ZKioskListSchema,
  ZKioskParamsSchema,
  ZKioskSchema,
  ZKioskSetupBodySchema,
  ZNoticeSchema,
  ZStaffStoreParamsSchema,
} from '@deli/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ok } from '../../platform/reply.ts'
import { requireStaff } from '../operations/index.ts'
import { isAppRequest } from '../sessions/index.ts'
import { findKioskOrdering } from './find-kiosk-ordering.ts'
import { KIOSK_TOKEN_RESPONSE_HEADER, presentKiosk, requireKiosk, sendKioskCookie } from './kiosk-device.ts'
import { listKiosks } from './list-kiosks.ts'
import { revokeKiosk } from './revoke-kiosk.ts'
import { setUpKiosk } from './set-up-kiosk.ts'

const tags = ['kiosks']

/**
 * Kiosks (ADR 030): a store's managers and chain admins set a device up as the store's
 * kiosk, list and remove them; the kiosk itself asks which store it serves.
 */
export const kioskRoutes: FastifyPluginAsyncZod = async (app) => {
  const cookie = { secure: app.config.NODE_ENV === 'production' }

  app.get(
    '/kiosk',
    {
      schema: {
        tags,
        summary:
          'The kiosk this device is and whether its store takes its orders now (403 KIOSK_REQUIRED for any other device)',
        response: { 200: okEnvelope(ZKioskDeviceSchema) },
      },
    },
    async (request) => {
      const kiosk = await requireKiosk(app.db, request)
      return ok({ ...presentKiosk(kiosk), ordering: await findKioskOrdering(app.db, kiosk.storeId) })
    },
  )

  app.get(
    '/staff/stores/:storeId/kiosks',
    {
      schema: {
        tags,
        summary: "A store's kiosks in use (managers of the store, chain admins)",
        params: ZStaffStoreParamsSchema,
        response: { 200: okEnvelope(ZKioskListSchema) },
      },
    },
    async (request) => {
      const staff = await requireStaff(app.db, request)
      return ok((await listKiosks(app.db, staff, request.params.storeId)).map(presentKiosk))
    },
  )

  app.post(
    '/staff/stores/:storeId/kiosks',
    {
      schema: {
        tags,
        summary: "Make this device the store's kiosk (managers of the store, chain admins)",
        params: ZStaffStoreParamsSchema,
        body: ZKioskSetupBodySchema,
        response: { 200: okEnvelope(ZKioskSchema) },
      },
    },
    async (request, reply) => {
      const staff = await requireStaff(app.db, request)
      const { kiosk, token } = await setUpKiosk(app.db, staff, request.params.storeId, request.body)
      sendKioskCookie(reply, token, cookie)
      // Apps only; a browser keeps the HttpOnly cookie and no page script sees the token (ADR 044).
      if (isAppRequest(request, app.config.WEB_APP_NAME)) reply.header(KIOSK_TOKEN_RESPONSE_HEADER, token)
      return ok(presentKiosk(kiosk))
    },
  )

  app.delete(
    '/staff/kiosks/:kioskId',
    {
      schema: {
        tags,
        summary: 'Remove a kiosk: its device orders like any browser again (managers, admins)',
        params: ZKioskParamsSchema,
        response: { 200: okEnvelope(ZNoticeSchema) },
      },
    },
    async (request) => {
      const staff = await requireStaff(app.db, request)
      return ok({ message: await revokeKiosk(app.db, staff, request.params.kioskId) })
    },
  )
}
