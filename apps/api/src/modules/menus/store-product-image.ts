import { createHash } from 'node:crypto'
import { PRODUCT_IMAGE_RULES, type TUploadedImage } from '@deli/contracts'
import sharp, { type Metadata } from 'sharp'
import { AppError } from '../../platform/errors.ts'
import type { TFileStorage } from '../../platform/file-storage.ts'
import { PRODUCT_IMAGE_BASE } from './get-menu.ts'

/** Uploaded pictures' addresses under the products' (`/images/products/uploads/<name>`, ADR 058). */
export const UPLOADED_IMAGE_PREFIX = 'uploads/'

/**
 * The sizes the storefront shows a product at (ADR 058): its cards and product page lay it out at
 * 400 × 300 (4:3), so the picture is kept at twice that for sharp screens; the bag and upsell
 * thumbnails (≤ 96 × 72) use the same file.
 */
export const PRODUCT_IMAGE_SIZE = { width: 800, height: 300 * 2 } as const

const refused = (message: string) => new AppError(400, 'VALIDATION_FAILED', message, { image: message })

/**
 * Checks an uploaded picture (type by its bytes, size, dimensions), crops it to 4:3 around its
 * attention point at 800 × 600 as WebP, and stores it under its content hash: the same picture is
 * stored once, and a name never changes meaning (served as immutable).
 */
export async function storeProductImage(storage: TFileStorage, bytes: Buffer): Promise<TUploadedImage> {
  const rules = PRODUCT_IMAGE_RULES
  if (bytes.length > rules.maxBytes) throw refused(rules.messages.size)
  let metadata: Metadata
  try {
    metadata = await sharp(bytes, { limitInputPixels: rules.maxSide * rules.maxSide }).metadata()
  } catch {
    throw refused(rules.messages.unreadable)
  }
  const types: Record<string, string> = { png: 'image/png', jpeg: 'image/jpeg', webp: 'image/webp' }
  const type = types[metadata.format ?? '']
  if (!type || !rules.types.includes(type)) throw refused(rules.messages.type)
  const width = metadata.autoOrient?.width ?? metadata.width ?? 0
  const height = metadata.autoOrient?.height ?? metadata.height ?? 0
  if (width > rules.maxSide || height > rules.maxSide) throw refused(rules.messages.large)
  if (width < rules.minWidth || height < rules.minHeight) throw refused(rules.messages.small)
  const resized = await sharp(bytes)
    .rotate()
    .resize({ ...PRODUCT_IMAGE_SIZE, fit: 'cover', position: sharp.strategy.attention })
    .webp({ quality: 80 })
    .toBuffer()
  const name = `${createHash('sha256').update(resized).digest('hex').slice(0, 24)}-800.webp`
  await storage.put(name, resized, 'image/webp')
  const image = `${UPLOADED_IMAGE_PREFIX}${name}`
  return { image, url: `${PRODUCT_IMAGE_BASE}${image}` }
}
