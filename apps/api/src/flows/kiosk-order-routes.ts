import {
  okEnvelope,
  ZKioskSubmitBodySchema,
  ZOrderParamsSchema,
  ZOrderSchema,
  ZSubmitTrackSchema,
} from '@deli/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { requireKiosk } from '../modules/kiosks/index.ts'
import { getKioskOrder, presentOrder } from '../modules/orders/index.ts'
import { findSession } from '../modules/sessions/index.ts'
import { ok } from '../platform/reply.ts'
import { submitOrder } from './submit-order.ts'

const tags = ['orders', 'kiosks']

/**
 * A store kiosk's checkout and confirmation (ADR 030): only a device set up as a kiosk
 * (403 KIOSK_REQUIRED otherwise). The order is the kiosk's, for its store, picked up at the counter.
 */
export const kioskOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/kiosk/submit',
    {
      schema: {
        tags,
        summary:
          "Submit the kiosk's basket (the guest's name; pay at the counter or by card); poll its track",
        body: ZKioskSubmitBodySchema,
        response: { 200: okEnvelope(ZSubmitTrackSchema) },
      },
    },
    async (request) => {
      const kiosk = await requireKiosk(app.db, request)
      const { id, data } = request.body
      return ok(
        await submitOrder({
          db: app.db,
          config: app.config,
          jobs: app.jobs,
          payments: app.payments,
          session: await findSession(app.db, request),
          body: {
            id,
            data: {
              payments: data.payments,
              first_name: data.first_name,
              last_name: '',
              email: '',
              phone: '',
              tip: data.tip,
              manualfire: false,
            },
          },
          client: { client_type: 'kiosk', device_id: kiosk.id },
          kiosk: { id: kiosk.id, storeId: kiosk.storeId },
        }),
      )
    },
  )

  app.get(
    '/kiosk/orders/:orderId',
    {
      schema: {
        tags,
        summary: "One of the kiosk's orders of the last half hour (its confirmation)",
        params: ZOrderParamsSchema,
        response: { 200: okEnvelope(ZOrderSchema) },
      },
    },
    async (request) => {
      const kiosk = await requireKiosk(app.db, request)
      return ok(presentOrder(await getKioskOrder(app.db, kiosk.id, request.params.orderId)))
    },
  )
}
