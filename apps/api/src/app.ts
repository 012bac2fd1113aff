import { resolve } from 'node:path'
import { humanIssueMessage, STATIC_MAPS_URL, type TSiteConfig } from '@deli/contracts'
import { DEMO_CHAIN, demoImagesDir } from '@deli/demo-data'
import fastifyCompress from '@fastify/compress'
import fastifyCookie from '@fastify/cookie'
import fastifyHelmet from '@fastify/helmet'
import fastifyStatic from '@fastify/static'
import fastifySwagger from '@fastify/swagger'
import fastifySwaggerUi from '@fastify/swagger-ui'
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify'
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod'
import type { DestinationStream } from 'pino'
import { z } from 'zod'
import { cartRoutes } from './modules/carts/routes.ts'
import type { ContentSource } from './modules/content/content-source.ts'
import { createContentSource, followContentChanges } from './modules/content/create-content-source.ts'
import { contentRoutes } from './modules/content/routes.ts'
import type { GeoProvider } from './modules/geo/geo-provider.ts'
import { GooglePlaces } from './modules/geo/google-places.ts'
import { OfflineGazetteer } from './modules/geo/offline-gazetteer.ts'
import { geoRoutes } from './modules/geo/routes.ts'
import { defineGroupJobs } from './modules/group-orders/group-jobs.ts'
import { groupOrderRoutes } from './modules/group-orders/routes.ts'
import { defineHousekeepingJobs } from './modules/housekeeping/housekeeping-jobs.ts'
import { kioskRoutes } from './modules/kiosks/routes.ts'
import { memberRoutes } from './modules/members/member-routes.ts'
import { userRoutes } from './modules/members/routes.ts'
import { readMenuBody } from './modules/menus/get-menu.ts'
import { MenuCache } from './modules/menus/menu-cache.ts'
import { menuRoutes } from './modules/menus/routes.ts'
import { createMailTransport } from './modules/notifications/mail-transport.ts'
import { notificationRoutes } from './modules/notifications/routes.ts'
import { availabilityRoutes } from './modules/operations/availability-routes.ts'
import { orderEventRoutes } from './modules/operations/event-routes.ts'
import { invitationRoutes } from './modules/operations/invitation-routes.ts'
import { OrderEvents } from './modules/operations/order-events.ts'
import { staffRoutes } from './modules/operations/routes.ts'
import { scheduleRoutes } from './modules/operations/schedule-routes.ts'
import { storeAdminRoutes } from './modules/operations/store-admin-routes.ts'
import { kioskOrderRoutes } from './modules/orders/kiosk-routes.ts'
import { defineOrderJobs } from './modules/orders/order-jobs.ts'
import { orderRoutes, submitRoutes } from './modules/orders/routes.ts'
import { createPayments, type TPayments } from './modules/payments/payments.ts'
import { paymentRoutes } from './modules/payments/routes.ts'
import { builtInLoyalty, externalLoyalty, type TLoyaltyEngine } from './modules/rewards/loyalty-engine.ts'
import { createLoyaltyService } from './modules/rewards/loyalty-service.ts'
import { rewardRoutes } from './modules/rewards/routes.ts'
import { getSiteConfig } from './modules/site/get-site-config.ts'
import { siteRoutes } from './modules/site/routes.ts'
import { followStoreChanges } from './modules/stores/list-regions.ts'
import { findStores } from './modules/stores/repository.ts'
import { storeRoutes } from './modules/stores/routes.ts'
import { installApiKeyCheck } from './platform/api-key.ts'
import { type Captcha, type CaptchaVerifier, createCaptcha } from './platform/captcha.ts'
import { fastifyTrustProxy } from './platform/client-address.ts'
import { type TConfig, webClient } from './platform/config.ts'
import { cspNonceSource, installCspNonces } from './platform/csp-nonce.ts'
import type { TDatabase } from './platform/database.ts'
import { DatabaseHealth } from './platform/database-health.ts'
import { errorEnvelope, installApiErrorHandler } from './platform/error-handler.ts'
import { AppError } from './platform/errors.ts'
import { installEventStreamKeyCheck } from './platform/event-stream.ts'
import { JobRunner } from './platform/jobs.ts'
import { loggerOptions } from './platform/logger.ts'
import { PageCache } from './platform/page-cache.ts'
import { PgListener } from './platform/pg-listener.ts'
import { installRateLimits } from './platform/rate-limit.ts'
import { requestLogController, requestLogPolicy } from './platform/request-log.ts'
import { registerWebHandler } from './platform/web-handler.ts'

/** Every 400 speaks in sentences: issues a schema words not itself get humanIssueMessage's. */
z.config({ customError: humanIssueMessage })

declare module 'fastify' {
  interface FastifyInstance {
    config: TConfig
    db: TDatabase
    geo: GeoProvider
    loyalty: TLoyaltyEngine
    siteConfig: TSiteConfig
    jobs: JobRunner
    payments: TPayments
    health: DatabaseHealth
    orderEvents: OrderEvents
    menuCache: MenuCache
    content: ContentSource
    captcha: Captcha
  }
  interface FastifyRequest {
    apiClient: string | undefined
  }
  interface FastifyContextConfig {
    /** Answered without the API-key headers (the readiness check a load balancer calls). */
    isPublic?: boolean
  }
}

export const APP_VERSION = '2.3.5'
export const DEFAULT_WEB_BUILD_DIR = resolve(import.meta.dirname, '../../web/build')

export type TBuildOptions = {
  config: TConfig
  db: TDatabase
  /** Serve the storefront (SSR + assets) too; API-only nodes and API tests turn it off. */
  web?: boolean
  logger?: boolean
  /** Where the log goes instead of stdout (a test reads it). */
  logStream?: DestinationStream
  /** The time as the menu cache sees it (a test moves it past a hold's end); the real clock otherwise. */
  clock?: () => Date
  /** Asks the captcha service instead of reCAPTCHA's siteverify (tests; captcha needs its keys too). */
  captchaVerifier?: CaptchaVerifier
}

function createGeoProvider(config: TConfig, db: TDatabase, log: (message: string) => void): GeoProvider {
  if (config.GEO_PROVIDER === 'google' && config.GOOGLE_MAPS_API_KEY)
    return new GooglePlaces(config.GOOGLE_MAPS_API_KEY, log)
  return new OfflineGazetteer(() => findStores(db))
}

function createLoyaltyEngine(config: TConfig, log: (message: string) => void): TLoyaltyEngine {
  if (config.LOYALTY_PROVIDER !== 'external' || !config.LOYALTY_API_URL) return builtInLoyalty
  return externalLoyalty(createLoyaltyService({ key: config.LOYALTY_API_KEY, log }), config.LOYALTY_API_URL)
}

/** Builds the one process of ADR 001: platform plugins → API modules → web handler. */
export async function buildApp(options: TBuildOptions): Promise<FastifyInstance> {
  const { config, db } = options
  const requestLog = requestLogPolicy(config)
  const app = Fastify({
    // ADR 025: Fastify's two lines per request only under LOG_REQUESTS=all; otherwise the notable ones.
    logController: requestLogController(requestLog),
    logger:
      options.logger === false
        ? false
        : options.logStream
          ? { ...loggerOptions(config, false), stream: options.logStream }
          : loggerOptions(config),
    trustProxy: fastifyTrustProxy(config.TRUST_PROXY),
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 256 },
    // A URL Fastify cannot even route (a malformed percent-encoding) is bad input in the envelope too.
    frameworkErrors: (error, _request, reply) => {
      // (Typed for a route it never reached: the plain reply type.)
      ;(reply as unknown as FastifyReply)
        .code(400)
        .send(errorEnvelope('BAD_REQUEST', `The address is not valid: ${error.message}`))
    },
  })
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  app.decorate('config', config)
  app.decorate('db', db)
  app.decorate(
    'geo',
    createGeoProvider(config, db, (message) => app.log.warn(message)),
  )
  app.decorate(
    'loyalty',
    createLoyaltyEngine(config, (message) => app.log.warn(message)),
  )
  const payments = createPayments(config, db)
  const captcha = createCaptcha(
    config,
    { info: (message) => app.log.info(message), warn: (detail, message) => app.log.warn(detail, message) },
    options.captchaVerifier,
  )
  app.decorate('captcha', captcha)
  const content = createContentSource(config, app.log)
  app.decorate('content', content)
  app.decorate(
    'siteConfig',
    getSiteConfig({
      ...DEMO_CHAIN,
      appStoreId: config.APP_STORE_ID,
      version: APP_VERSION,
      paymentProvider: payments.config.gateway,
      captchaSiteKey: captcha.siteKey,
      loyaltyProvider: config.LOYALTY_PROVIDER,
      mapsBrowserKey: config.GOOGLE_MAPS_BROWSER_KEY ?? null,
      botProtectionScript: config.BOT_PROTECTION_SCRIPT_URL ?? null,
      welcomePopup: config.WELCOME_POPUP,
    }),
  )
  app.decorateRequest('apiClient', undefined)
  const health = new DatabaseHealth({ db, log: app.log })
  app.decorate('health', health)
  // An idle connection losing its server is an outage to report once, not a line per connection.
  db.$client.removeAllListeners('error').on('error', (error) => health.markDown(error))
  const jobs = new JobRunner({ db, log: app.log, health })
  defineOrderJobs(jobs, { db, config, payments })
  defineGroupJobs(jobs, { db, config, payments })
  defineHousekeepingJobs(jobs, { db, mail: createMailTransport(config), log: app.log })
  app.decorate('payments', payments)
  app.decorate('jobs', jobs)
  app.addHook('onClose', async () => {
    health.close()
    await jobs.stop()
  })
  // One LISTEN connection per process (ADR 017) for the order events, the menu cache (ADR 023) and
  // the content cache's invalidation (ADR 026).
  const listener = new PgListener(db.$client.options, app.log)
  const orderEvents = new OrderEvents(listener)
  app.decorate('orderEvents', orderEvents)
  app.decorate(
    'menuCache',
    new MenuCache({
      source: readMenuBody(db),
      listener,
      now: options.clock ?? (() => new Date()),
      log: app.log,
    }),
  )
  app.addHook('onReady', () => followContentChanges(content, listener))
  app.addHook('onReady', () => followStoreChanges(db, listener))
  // Open event streams would hold the server open: end them (browsers reconnect elsewhere) before it closes.
  app.addHook('preClose', async () => {
    await orderEvents.close()
    await listener.close()
  })
  // Stripe's card fields (an iframe and its script) only when Stripe is the configured gateway.
  const stripe = payments.config.gateway === 'stripe'
  // reCAPTCHA's script, its frame and its calls, only when captcha is configured.
  const recaptcha = captcha.isEnabled
  // The bot-protection vendor's script and its calls, and map images, only when configured.
  const botProtection = config.BOT_PROTECTION_SCRIPT_URL
    ? [new URL(config.BOT_PROTECTION_SCRIPT_URL).origin]
    : []
  const mapImages = config.GOOGLE_MAPS_BROWSER_KEY ? [new URL(STATIC_MAPS_URL).origin] : []

  installCspNonces(app)
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // Inline scripts (React Router's hydration data) only with this response's nonce; third-party
        // scripts (Stripe's, reCAPTCHA's, the bot-protection vendor's) only when configured.
        scriptSrc: [
          "'self'",
          cspNonceSource,
          ...(stripe ? ['https://js.stripe.com'] : []),
          ...(recaptcha ? ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'] : []),
          ...botProtection,
        ],
        frameSrc:
          stripe || recaptcha
            ? [
                ...(stripe ? ['https://js.stripe.com', 'https://hooks.stripe.com'] : []),
                ...(recaptcha ? ['https://www.google.com/recaptcha/'] : []),
              ]
            : ["'none'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...mapImages],
        connectSrc: [
          "'self'",
          ...(stripe ? ['https://api.stripe.com'] : []),
          ...(recaptcha ? ['https://www.google.com/recaptcha/'] : []),
          ...botProtection,
        ],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'self'"],
        upgradeInsecureRequests: config.NODE_ENV === 'production' ? [] : null,
      },
    },
    strictTransportSecurity: config.NODE_ENV === 'production',
  })
  // Every failure, inside the API or not (an OPTIONS the storefront does not serve, a path that
  // normalises outside /api), leaves in the envelope.
  installApiErrorHandler(app, health)
  app.setNotFoundHandler((_request, reply) =>
    reply.code(404).send(errorEnvelope('NOT_FOUND', 'There is no such page or API call.')),
  )
  await app.register(fastifyCookie)
  await app.register(fastifyCompress, { threshold: 1024 })
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: `${DEMO_CHAIN.name} ordering API`, version: APP_VERSION },
      components: {
        securitySchemes: {
          appName: { type: 'apiKey', in: 'header', name: 'X-App-Name' },
          apiKey: { type: 'apiKey', in: 'header', name: 'X-Api-Key' },
        },
      },
      security: [{ appName: [], apiKey: [] }],
    },
    transform: jsonSchemaTransform,
  })
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' })

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
      await installRateLimits(api)
      // Address search has limits of its own (paid calls with Google Places, ADR 042).
      await api.register(geoRoutes)
      await api.register(contentRoutes)
      await api.register(cartRoutes)
      await api.register(groupOrderRoutes)
      await api.register(userRoutes)
      await api.register(memberRoutes)
      await api.register(rewardRoutes)
      await api.register(notificationRoutes)
      await api.register(paymentRoutes)
      await api.register(orderRoutes)
      await api.register(staffRoutes)
      await api.register(availabilityRoutes)
      await api.register(scheduleRoutes)
      await api.register(storeAdminRoutes)
      await api.register(invitationRoutes)
      await api.register(kioskRoutes)
      await api.register(kioskOrderRoutes)
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
      await installRateLimits(api)
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
  // Server-side rendering reaches the API over HTTP (the only contract between them) with the web key.
  if (options.web !== false)
    await registerWebHandler(app, config.WEB_BUILD_DIR ?? DEFAULT_WEB_BUILD_DIR, webClient(config), {
      cache: new PageCache({ ttlSeconds: config.PAGE_CACHE_SECONDS }),
      generation: () => app.menuCache.generation,
    })
  return app
}
