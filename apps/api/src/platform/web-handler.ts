import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import { Readable } from 'node:stream'
import { pathToFileURL } from 'node:url'
import type { TWebClient } from '@deli/contracts'
import { CLIENT_ADDRESS_HEADER, CSP_NONCE_HEADER } from '@deli/contracts/constants'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { createRequestHandler, type RouterContextProvider, type ServerBuild } from 'react-router'
import { cspNonce } from './csp-nonce.ts'
import { errorEnvelope } from './error-handler.ts'
import { cacheLookups } from './metrics.ts'
import {
  chooseBody,
  cspWithScriptHashes,
  isKeepable,
  PageCache,
  pageCacheKey,
  rendersWithoutCookies,
  type TKeptPage,
} from './page-cache.ts'
import { pageActions } from './page-methods.ts'

/** Anonymous pages answered from the page cache vs rendered (ADR 028, ADR 053). */
const pageLookups = cacheLookups('page')

/** Anonymous pages kept for a few seconds (ADR 028), keyed by the data generation they show. */
export type TPageCaching = { cache: PageCache; generation: () => number | null }

/** The storefront build's server entry: React Router's, plus the load context factory it exports. */
type TWebEntry = ServerBuild['entry']['module'] & {
  createLoadContext?: (client: TWebClient) => RouterContextProvider
}

/**
 * Serves the storefront: hashed client assets (immutable) and server-side rendering for every page.
 * Each page request gets its load context from the build (`getLoadContext`): loaders read the web
 * client from React Router's context, never from `process.env`.
 */
export async function registerWebHandler(
  app: FastifyInstance,
  buildDir: string,
  client: TWebClient,
  caching: TPageCaching = { cache: new PageCache({ ttlSeconds: 0 }), generation: () => null },
): Promise<void> {
  const clientDir = resolve(buildDir, 'client')
  const serverEntry = resolve(buildDir, 'server/index.js')
  if (!existsSync(serverEntry)) {
    throw new Error(`The storefront is not built (${serverEntry} is missing): run \`npm run build\`.`)
  }
  const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild
  const { createLoadContext } = build.entry.module as TWebEntry
  if (!createLoadContext) {
    throw new Error(
      `The storefront build (${serverEntry}) exports no createLoadContext: run \`npm run build\`.`,
    )
  }
  const getLoadContext = () => createLoadContext(client)
  const handle = createRequestHandler(
    build,
    process.env.NODE_ENV === 'production' ? 'production' : 'development',
  )

  await app.register(fastifyStatic, {
    root: clientDir,
    prefix: '/',
    wildcard: false,
    preCompressed: true,
    index: false,
    setHeaders: (res, path) => {
      const isHashed = path.includes(`${clientDir}/assets/`)
      res.header('Cache-Control', isHashed ? 'public, max-age=31536000, immutable' : 'public, max-age=300')
      if (path.endsWith('sw.js')) res.header('Cache-Control', 'no-cache')
    },
  })

  const hasAction = pageActions(build)
  await app.register(async (ssr) => {
    // Pages read their own bodies (React Router actions), so Fastify must not consume them.
    ssr.removeAllContentTypeParsers()
    ssr.addContentTypeParser('*', (_request, _payload, done) => done(null))
    ssr.route({
      method: ['GET', 'HEAD'],
      url: '/*',
      handler: (request, reply) => render(handle, getLoadContext, request, reply, caching),
    })
    // A page without an action takes no writes: 405 in the envelope, never a render's stack trace.
    ssr.route({
      method: ['POST', 'PUT', 'PATCH', 'DELETE'],
      url: '/*',
      handler: (request, reply) => {
        if (hasAction(new URL(request.url, 'http://page').pathname))
          return render(handle, getLoadContext, request, reply, caching)
        return reply
          .code(405)
          .header('allow', 'GET, HEAD')
          .send(errorEnvelope('METHOD_NOT_ALLOWED', 'This page can only be read.'))
      },
    })
  })
}

async function render(
  handle: ReturnType<typeof createRequestHandler>,
  getLoadContext: () => RouterContextProvider,
  request: FastifyRequest,
  reply: FastifyReply,
  caching: TPageCaching,
): Promise<void> {
  const key = caching.cache.isEnabled ? pageCacheKey(request, caching.generation()) : null
  const kept = key ? caching.cache.get(key) : null
  if (kept) {
    pageLookups.hit()
    return sendKept(kept, request, reply)
  }
  if (key) pageLookups.miss()
  const url = new URL(request.url, `${request.protocol}://${request.host}`)
  // A menu or product page is rendered without the visitor's cookies unless it reads one of them
  // (ADR 028): the same render as an anonymous visitor's, cache on or off.
  const dropCookies = rendersWithoutCookies(request)
  const headers = new Headers()
  for (const [name, value] of Object.entries(request.headers)) {
    if (dropCookies && name === 'cookie') continue
    if (Array.isArray(value)) for (const item of value) headers.append(name, item)
    else if (value !== undefined) headers.set(name, value)
  }
  // The render's CSP nonce and its visitor's address come from this server only, never from the client.
  headers.set(CSP_NONCE_HEADER, cspNonce(reply))
  headers.set(CLIENT_ADDRESS_HEADER, request.socket.remoteAddress ?? '')
  const controller = new AbortController()
  reply.raw.on('close', () => controller.abort())
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD'
  const webRequest = new Request(url, {
    method: request.method,
    headers,
    signal: controller.signal,
    ...(hasBody ? { body: Readable.toWeb(request.raw) as ReadableStream, duplex: 'half' } : {}),
  })
  const response = await handle(webRequest, getLoadContext())
  reply.code(response.status)
  for (const [name, value] of response.headers) {
    if (name !== 'set-cookie') reply.header(name, value)
  }
  // Pages carry a per-response nonce and may show personal data: never stored by a cache.
  if (!response.headers.has('cache-control')) reply.header('cache-control', 'no-store')
  const cookies = response.headers.getSetCookie()
  if (cookies.length) reply.header('set-cookie', cookies)
  if (key && isKeepable(response)) {
    const html = await response.text()
    const rendered = { status: response.status, headers: [...response.headers], html, nonce: cspNonce(reply) }
    caching.cache
      .set(key, rendered)
      .catch((error: Error) => request.log.warn({ err: error }, 'page not kept'))
    return reply.header('x-page-cache', 'miss').send(html)
  }
  if (!response.body) return reply.send()
  return reply.send(Readable.fromWeb(response.body as import('node:stream/web').ReadableStream))
}

/**
 * A kept page (ADR 028): the same bytes for everyone, compressed once; its inline scripts allowed by
 * hash in place of this response's nonce, which the page does not carry.
 */
function sendKept(kept: TKeptPage, request: FastifyRequest, reply: FastifyReply) {
  const csp = reply.getHeader('content-security-policy')
  if (typeof csp === 'string')
    reply.header('content-security-policy', cspWithScriptHashes(csp, kept.scriptHashes))
  reply.code(kept.status)
  for (const [name, value] of kept.headers) reply.header(name, value)
  const { coding, body } = chooseBody(kept, request.headers['accept-encoding'])
  if (coding !== 'identity') reply.header('content-encoding', coding)
  return reply
    .header('vary', 'accept-encoding')
    .header('cache-control', 'no-store')
    .header('x-page-cache', 'hit')
    .send(body)
}
