import { resolve } from 'node:path'
import { humanIssueMessage, STATIC_MAPS_URL, type TSiteConfig } from '@deli/contracts'
import { CHAIN } from '@deli/domain'
import fastifyCompress from '@fastify/compress'
import fastifyCookie from '@fastify/cookie'
import fastifySwagger from '@fastify/swagger'
import fastifySwaggerUi from '@fastify/swagger-ui'
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify'
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod'
import type { DestinationStream } from 'pino'
import { z } from 'zod'

import { defineOrderJobs } from './flows/order-jobs.ts'
import type { ContentSource } from './modules/content/index.ts'
import { createContentSource, followContentChanges } from './modules/content/index.ts'
import type { GeoProvider } from './modules/geo/index.ts'
import { GooglePlaces, OfflineGazetteer } from './modules/geo/index.ts'
import { defineGroupJobs } from './modules/group-orders/index.ts'
import { defineHousekeepingJobs } from './modules/housekeeping/index.ts'
import { MenuCache, readMenuBody } from './modules/menus/index.ts'
import { createMailTransport } from './modules/notifications/index.ts'
import { OrderEvents } from './modules/operations/index.ts'
import { createPayments, type TPayments } from './modules/payments/index.ts'
import { followPromotionChanges } from './modules/promotions/index.ts'
import {
  builtInLoyalty,
  createLoyaltyService,
  externalLoyalty,
  type TLoyaltyEngine,
} from './modules/rewards/index.ts'
import { getSiteConfig } from './modules/site/index.ts'
import { findStores, followStoreChanges } from './modules/stores/index.ts'
import { installAppMetrics } from './platform/app-metrics.ts'
import { type Captcha, type CaptchaVerifier, createCaptcha } from './platform/captcha.ts'
import { fastifyTrustProxy } from './platform/client-address.ts'
import type { TConfig } from './platform/config.ts'
import { webClient } from './platform/config-derived.ts'
import { cspNonceSource, installCspNonces } from './platform/csp-nonce.ts'
import type { TDatabase } from './platform/database.ts'
import { DatabaseHealth } from './platform/database-health.ts'
import { errorEnvelope, installApiErrorHandler } from './platform/error-handler.ts'
import { fileStorageOf } from './platform/file-storage.ts'
import { JobRunner } from './platform/jobs.ts'
import { loggerOptions } from './platform/logger.ts'
import { PageCache } from './platform/page-cache.ts'
import { PgListener } from './platform/pg-listener.ts'
import { requestLogController, requestLogPolicy } from './platform/request-log.ts'
import { installSecurityHeaders } from './platform/security-headers.ts'
import { jobsGraceMs, Lifecycle } from './platform/shutdown.ts'
import { installRequestTracing, isTracing } from './platform/tracing.ts'
import { registerWebHandler } from './platform/web-handler.ts'
import { plugModulePorts, registerRoutes } from './register-routes.ts'

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
    /** Draining after a stop signal (ADR 053): `/ready` answers 503. */
    lifecycle: Lifecycle
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
  plugModulePorts()
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
  // Traces (ADR 053): a span per request, first, so every later hook runs inside it.
  if (isTracing()) installRequestTracing(app)
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
      ...CHAIN,
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
  // Uploaded product pictures (ADR 058): local disk or an S3-compatible bucket.
  const images = fileStorageOf(config)
  const health = new DatabaseHealth({ db, log: app.log })
  app.decorate('health', health)
  // An idle connection losing its server is an outage to report once, not a line per connection.
  db.$client.removeAllListeners('error').on('error', (error) => health.markDown(error))
  const jobs = new JobRunner({ db, log: app.log, health })
  defineOrderJobs(jobs, { db, config, payments })
  defineGroupJobs(jobs, { db, config, payments })
  defineHousekeepingJobs(jobs, {
    db,
    mail: createMailTransport(config),
    log: app.log,
    cartResetMinutes: config.CART_RESET_MINUTES,
  })
  app.decorate('payments', payments)
  app.decorate('jobs', jobs)
  app.decorate('lifecycle', new Lifecycle())
  // onClose runs once the server stopped listening and its in-flight requests are answered (ADR 053).
  app.addHook('onClose', async () => {
    health.close()
    await jobs.stop(jobsGraceMs(config))
  })
  // Metrics (ADR 053): the request histogram, the pool's waits, pool and queue gauges read at scrape.
  if (config.METRICS_PORT !== 0) installAppMetrics(app, { pool: db.$client, jobs })
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
  // Every node forgets its live promotions on each change (ADR 061), and reads them before the first basket.
  app.addHook('onReady', () => followPromotionChanges(db, listener))
  // Open event streams would hold the server open: end them with a retry hint (browsers reconnect to
  // another node) before it closes (ADR 053).
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
  installSecurityHeaders(app, {
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
      info: { title: `${CHAIN.name} ordering API`, version: APP_VERSION },
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

  await registerRoutes(app, { images, health })
  // Server-side rendering reaches the API over HTTP (the only contract between them) with the web key.
  if (options.web !== false)
    await registerWebHandler(app, config.WEB_BUILD_DIR ?? DEFAULT_WEB_BUILD_DIR, webClient(config), {
      cache: new PageCache({ ttlSeconds: config.PAGE_CACHE_SECONDS }),
      generation: () => app.menuCache.generation,
    })
  return app
}
