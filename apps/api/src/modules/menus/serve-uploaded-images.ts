import type { FastifyPluginAsync } from 'fastify'
import type { TFileStorage } from '../../platform/file-storage.ts'
import { PRODUCT_IMAGE_BASE } from './get-menu.ts'
import { UPLOADED_IMAGE_PREFIX } from './store-product-image.ts'

/** A year: an uploaded picture's name is its content hash, so its bytes never change (ADR 058). */
const IMMUTABLE = 'public, max-age=31536000, immutable'

/** GET /images/products/uploads/{name}: an uploaded product picture from the storage adapter. */
export const serveUploadedImages: FastifyPluginAsync<{ images: TFileStorage }> = async (app, options) => {
  app.get<{ Params: { name: string } }>(
    `${PRODUCT_IMAGE_BASE}${UPLOADED_IMAGE_PREFIX}:name`,
    { schema: { hide: true } },
    async (request, reply) => {
      const file = await options.images.get(request.params.name)
      if (!file)
        return reply.code(404).header('cache-control', 'no-store').type('text/plain').send('Not found')
      return reply
        .header('cache-control', IMMUTABLE)
        .header('x-content-type-options', 'nosniff')
        .type(file.contentType)
        .send(file.body)
    },
  )
}
