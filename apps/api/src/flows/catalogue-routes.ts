import {
  okEnvelope,
  PRODUCT_IMAGE_RULES,
  ZCatalogueCategorySchema,
  ZCatalogueIdParamsSchema,
  ZCatalogueProductSchema,
  ZCatalogueSchema,
  ZCategoryInputSchema,
  ZMoveBodySchema,
  ZNewProductSchema,
  ZProductInputSchema,
  ZUploadedImageSchema,
} from '@deli/contracts'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { TCatalogueActor } from '../modules/menus/index.ts'
import {
  createCategory,
  createProduct,
  findCatalogueProduct,
  listCatalogue,
  moveCatalogueItem,
  retireProduct,
  storeProductImage,
  updateCategory,
  updateProduct,
} from '../modules/menus/index.ts'
import { hasRole, requireStaff } from '../modules/operations/index.ts'
import { AppError } from '../platform/errors.ts'
import type { TFileStorage } from '../platform/file-storage.ts'
import { ok } from '../platform/reply.ts'

const tags = ['back office']
export const CATALOGUE_READ_ONLY =
  'Only a chain admin can change the catalogue; managers and store staff see it read-only.'
const ZMovedSchema = okEnvelope(z.object({ moved: z.literal(true) }))

/**
 * The back office's catalogue (ADR 057, 058): every staff member reads it; only a chain admin changes
 * it. Each change is one transaction with its audit record; the tables' triggers tell every node's
 * menu and page caches at commit, and this node drops its own at once.
 */
export const catalogueRoutes: FastifyPluginAsyncZod<{ images: TFileStorage }> = async (app, options) => {
  const admin = async (request: FastifyRequest): Promise<TCatalogueActor> => {
    const staff = await requireStaff(app.db, request)
    if (!hasRole(staff, 'admin')) throw new AppError(403, 'FORBIDDEN', CATALOGUE_READ_ONLY)
    return { staff: { id: staff.id, name: staff.name }, fromAddress: request.ip }
  }
  const published = <T>(value: T) => {
    app.menuCache.invalidate('*')
    return ok(value)
  }

  app.addContentTypeParser(
    [...PRODUCT_IMAGE_RULES.types],
    { parseAs: 'buffer', bodyLimit: PRODUCT_IMAGE_RULES.maxBytes * 2 },
    (_request, body, done) => done(null, body),
  )

  app.get(
    '/staff/catalogue',
    {
      schema: {
        tags,
        summary:
          'The catalogue: categories and products (without option groups) in menu order, retired ones included (any staff)',
        response: { 200: okEnvelope(ZCatalogueSchema) },
      },
    },
    async (request) => {
      const staff = await requireStaff(app.db, request)
      return ok(await listCatalogue(app.db, hasRole(staff, 'admin')))
    },
  )

  app.post(
    '/staff/catalogue/categories',
    {
      schema: {
        tags,
        summary: 'Add a category, last in the menu (chain admins)',
        body: ZCategoryInputSchema,
        response: { 200: okEnvelope(ZCatalogueCategorySchema) },
      },
    },
    async (request) => published(await createCategory(app.db, await admin(request), request.body)),
  )

  app.put(
    '/staff/catalogue/categories/:id',
    {
      schema: {
        tags,
        summary: "Change a category's name, description or super category (chain admins)",
        params: ZCatalogueIdParamsSchema,
        body: ZCategoryInputSchema,
        response: { 200: okEnvelope(ZCatalogueCategorySchema) },
      },
    },
    async (request) => {
      const actor = await admin(request)
      return published((await updateCategory(app.db, actor, request.params.id, request.body)).category)
    },
  )

  app.post(
    '/staff/catalogue/categories/:id/move',
    {
      schema: {
        tags,
        summary: 'Move a category one place up or down (chain admins)',
        params: ZCatalogueIdParamsSchema,
        body: ZMoveBodySchema,
        response: { 200: ZMovedSchema },
      },
    },
    async (request) => {
      const actor = await admin(request)
      await moveCatalogueItem(app.db, actor, 'category', request.params.id, request.body.direction)
      return published({ moved: true as const })
    },
  )

  app.post(
    '/staff/catalogue/products',
    {
      schema: {
        tags,
        summary: "Add a product, listed at its base price on the named stores' menus (chain admins)",
        body: ZNewProductSchema,
        response: { 200: okEnvelope(ZCatalogueProductSchema) },
      },
    },
    async (request) => published(await createProduct(app.db, await admin(request), request.body)),
  )

  app.get(
    '/staff/catalogue/products/:id',
    {
      schema: {
        tags,
        summary: 'One product whole, with its option groups and options, for its editor (any staff)',
        params: ZCatalogueIdParamsSchema,
        response: { 200: okEnvelope(ZCatalogueProductSchema) },
      },
    },
    async (request) => {
      await requireStaff(app.db, request)
      return ok(await findCatalogueProduct(app.db, request.params.id))
    },
  )

  app.put(
    '/staff/catalogue/products/:id',
    {
      schema: {
        tags,
        summary: 'Change a product, its option groups and options (chain admins)',
        params: ZCatalogueIdParamsSchema,
        body: ZProductInputSchema,
        response: { 200: okEnvelope(ZCatalogueProductSchema) },
      },
    },
    async (request) => {
      const actor = await admin(request)
      return published((await updateProduct(app.db, actor, request.params.id, request.body)).product)
    },
  )

  app.post(
    '/staff/catalogue/products/:id/move',
    {
      schema: {
        tags,
        summary: 'Move a product one place up or down in its category (chain admins)',
        params: ZCatalogueIdParamsSchema,
        body: ZMoveBodySchema,
        response: { 200: ZMovedSchema },
      },
    },
    async (request) => {
      const actor = await admin(request)
      await moveCatalogueItem(app.db, actor, 'product', request.params.id, request.body.direction)
      return published({ moved: true as const })
    },
  )

  app.post(
    '/staff/catalogue/products/:id/retire',
    {
      schema: {
        tags,
        summary: 'Retire a product: it leaves every menu; past orders still show it (chain admins)',
        params: ZCatalogueIdParamsSchema,
        response: { 200: okEnvelope(ZCatalogueProductSchema) },
      },
    },
    async (request) => {
      const actor = await admin(request)
      return published((await retireProduct(app.db, actor, request.params.id)).product)
    },
  )

  app.post(
    '/staff/catalogue/images',
    {
      schema: {
        tags,
        summary: 'Upload a product picture (the bytes, as image/png, image/jpeg or image/webp; chain admins)',
        response: { 200: okEnvelope(ZUploadedImageSchema) },
      },
    },
    async (request) => {
      await admin(request)
      if (!Buffer.isBuffer(request.body))
        throw new AppError(400, 'VALIDATION_FAILED', PRODUCT_IMAGE_RULES.messages.type, {
          image: PRODUCT_IMAGE_RULES.messages.type,
        })
      return ok(await storeProductImage(options.images, request.body))
    },
  )
}
