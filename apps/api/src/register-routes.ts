import { demoImagesDir } from '@deli/demo-data'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance } from 'fastify'

import { auditRoutes } from './flows/audit-routes.ts'
import { backOfficeReverters } from './flows/back-office-reverters.ts'
import { boardRoutes } from './flows/board-routes.ts'
import { catalogueRoutes } from './flows/catalogue-routes.ts'
import { draftRoutes } from './flows/draft-routes.ts'
import { guestCancelRoutes } from './flows/guest-cancel-routes.ts'
import { guestRescheduleRoutes } from './flows/guest-reschedule-routes.ts'
import { kioskOrderRoutes } from './flows/kiosk-order-routes.ts'
import { orderEventRoutes } from './flows/order-event-routes.ts'
import { orderLookupRoutes } from './flows/order-lookup-routes.ts'
import { priceRoutes } from './flows/price-routes.ts'
import { promotionRoutes } from './flows/promotion-admin-routes.ts'
import { rewardCartRoutes } from './flows/reward-cart-routes.ts'
import { sitemapRoutes } from './flows/sitemap-routes.ts'
import { submitRoutes } from './flows/submit-routes.ts'
import { cartRoutes, plugBasketGroupPort } from './modules/carts/index.ts'
import { contentRoutes } from './modules/content/index.ts'
import { geoRoutes } from './modules/geo/index.ts'
import { basketGroupPort, groupOrderRoutes } from './modules/group-orders/index.ts'
import { kioskRoutes } from './modules/kiosks/index.ts'
import { memberRoutes, userRoutes } from './modules/members/index.ts'
import { menuRoutes, serveUploadedImages } from './modules/menus/index.ts'
import { notificationRoutes } from './modules/notifications/index.ts'
import {
  activityRoutes,
  availabilityRoutes,
  invitationRoutes,
  scheduleRoutes,
  staffRoutes,
  storeAdminRoutes,
} from './modules/operations/index.ts'
import { orderRoutes } from './modules/orders/index.ts'
import { passkeyRoutes } from './modules/passkeys/index.ts'
import { paymentRoutes } from './modules/payments/index.ts'
import { countHits } from './modules/rate-limits/index.ts'
import { reportRoutes } from './modules/reports/index.ts'
import { rewardRoutes } from './modules/rewards/index.ts'
import { siteRoutes } from './modules/site/index.ts'
import { storeRoutes } from './modules/stores/index.ts'
import { installApiKeyCheck } from './platform/api-key.ts'
import type { DatabaseHealth } from './platform/database-health.ts'
import { installApiErrorHandler } from './platform/error-handler.ts'
import { AppError } from './platform/errors.ts'
import { installEventStreamKeyCheck } from './platform/event-stream.ts'
import type { TFileStorage } from './platform/file-storage.ts'
import { installRateLimits } from './platform/rate-limit.ts'

/**
 * The modules' and flows' routes of the one process (ADR 001), each through its module's front door
 * (ADR 050), and the ports plugged into them. `buildApp` sets up the server around them.
 */

/** Carts reads a basket's group order through a port group-orders fills (ADR 050's amendment). */
export function plugModulePorts(): void {
  plugBasketGroupPort(basketGroupPort)
}

export type TRoutePorts = {
  /** Uploaded product pictures (ADR 058): local disk or an S3-compatible bucket. */
  images: TFileStorage
  health: DatabaseHealth
}

/** Registers every route: the API under /api/v1 and /api, its event streams, pictures and the sitemap. */
export async function registerRoutes(app: FastifyInstance, { images, health }: TRoutePorts): Promise<void> {
  const { config } = app
  await app.register(
    async (api) => {
      installApiKeyCheck(api, config.API_KEYS)
      // Answers of the API are personal (baskets, accounts) or change often: no cache keeps them,
      // unless a route says otherwise.
      api.addHook('onSend', async (_request, reply) => {
        if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store')
      })
      await api.register(siteRoutes)
      await api.register(storeRoutes)
      await api.register(menuRoutes)
      await api.register(priceRoutes)
      await installRateLimits(api, countHits)
      // Address search has limits of its own (paid calls with Google Places, ADR 042).
      await api.register(geoRoutes)
      await api.register(contentRoutes)
      await api.register(cartRoutes)
      await api.register(groupOrderRoutes)
      await api.register(userRoutes)
      await api.register(memberRoutes)
      await api.register(passkeyRoutes)
      await api.register(rewardRoutes)
      await api.register(rewardCartRoutes)
      await api.register(notificationRoutes)
      await api.register(paymentRoutes)
      await api.register(orderRoutes)
      await api.register(guestCancelRoutes)
      await api.register(guestRescheduleRoutes)
      await api.register(staffRoutes)
      await api.register(boardRoutes)
      await api.register(orderLookupRoutes)
      await api.register(catalogueRoutes, { images })
      await api.register(draftRoutes)
      await api.register(auditRoutes, { reverters: backOfficeReverters({ geo: app.geo }) })
      await api.register(availabilityRoutes)
      await api.register(scheduleRoutes)
      await api.register(activityRoutes)
      await api.register(storeAdminRoutes)
      await api.register(invitationRoutes)
      await api.register(promotionRoutes)
      await api.register(kioskRoutes)
      await api.register(kioskOrderRoutes)
      await api.register(reportRoutes)
      api.all('/*', async () => {
        throw new AppError(404, 'NOT_FOUND', 'There is no such API call.')
      })
    },
    { prefix: '/api/v1' },
  )
  // Live event streams (ADR 017): the same envelope; the key may come as query parameters (EventSource).
  await app.register(
    async (api) => {
      installEventStreamKeyCheck(api, config.API_KEYS)
      installApiErrorHandler(api, health)
      await api.register(orderEventRoutes)
    },
    { prefix: '/api/v1' },
  )
  // Spec §7 writes the submit call outside the versioned base: same key check and envelope.
  await app.register(
    async (api) => {
      installApiKeyCheck(api, config.API_KEYS)
      api.addHook('onSend', async (_request, reply) => {
        reply.header('cache-control', 'no-store')
      })
      await installRateLimits(api, countHits)
      await api.register(submitRoutes)
    },
    { prefix: '/api' },
  )
  await app.register(async (images) => {
    await images.register(fastifyStatic, {
      root: demoImagesDir,
      prefix: '/images/products/',
      wildcard: false,
      maxAge: '1d',
    })
  })
  await app.register(serveUploadedImages, { images })
  await app.register(sitemapRoutes)
}
