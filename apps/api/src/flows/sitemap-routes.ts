import type { FastifyPluginAsync, FastifyReply } from 'fastify'
import { countSitemapStoreFiles, listRegions, listSitemapStores } from '../modules/stores/index.ts'
import { publicOrigin } from '../platform/config-derived.ts'
import { AppError } from '../platform/errors.ts'
import { browsePaths, robotsTxt, sitemapIndex, storePaths, urlSet } from './sitemap.ts'

/** Crawlers read these rarely; a minute keeps a store published just now out of them only briefly. */
const CACHE_CONTROL = 'public, max-age=60'

const send = (reply: FastifyReply, type: string, body: string) =>
  reply.header('content-type', type).header('cache-control', CACHE_CONTROL).send(body)

/**
 * The sitemap (ADR 060: a published store is in it from the moment it is published) and robots.txt,
 * at the storefront's root on its public origin. Joins stores (locations, menus, regions) and content
 * (stories): a flow. `/sitemap.xml` is an index of `/sitemaps/pages.xml` (browse pages, region pages,
 * content pages) and one `/sitemaps/stores-{n}.xml` per SITEMAP_STORES_PER_FILE published stores.
 */
export const sitemapRoutes: FastifyPluginAsync = async (app) => {
  const origin = publicOrigin(app.config)

  app.get('/robots.txt', async (_request, reply) =>
    send(reply, 'text/plain; charset=utf-8', robotsTxt(origin)),
  )

  app.get('/sitemap.xml', async (_request, reply) => {
    const storeFiles = await countSitemapStoreFiles(app.db)
    const files = [
      '/sitemaps/pages.xml',
      ...Array.from({ length: storeFiles }, (_, n) => `/sitemaps/stores-${n + 1}.xml`),
    ]
    return send(reply, 'application/xml; charset=utf-8', sitemapIndex(origin, files))
  })

  app.get('/sitemaps/pages.xml', async (_request, reply) => {
    const [regions, slugs] = await Promise.all([listRegions({ db: app.db }), app.content.listSlugs()])
    return send(reply, 'application/xml; charset=utf-8', urlSet(origin, browsePaths(regions, slugs)))
  })

  app.get<{ Params: { file: string } }>('/sitemaps/:file', async (request, reply) => {
    const file = /^stores-([1-9]\d{0,5})\.xml$/.exec(request.params.file)
    const stores = file ? await listSitemapStores(app.db, Number(file[1])) : []
    if (stores.length === 0) throw new AppError(404, 'NOT_FOUND', 'There is no such sitemap.')
    return send(reply, 'application/xml; charset=utf-8', urlSet(origin, stores.flatMap(storePaths)))
  })
}
