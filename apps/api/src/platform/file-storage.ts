import { mkdir, readFile, rename, writeFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import type { TConfig } from './config.ts'

/**
 * Where uploaded files live (ADR 058): a small adapter, so a node keeps nothing of its own. Names are
 * content hashes chosen by the caller (`[a-z0-9.-]`), so a name never changes meaning and a file is
 * never overwritten with other bytes; readers may cache it forever.
 */
export type TFileStorage = {
  readonly kind: 'local' | 's3'
  put(name: string, body: Buffer, contentType: string): Promise<void>
  /** The file's bytes, or null when there is none of that name. */
  get(name: string): Promise<{ body: Buffer; contentType: string } | null>
}

const SAFE_NAME = /^[a-z0-9][a-z0-9.-]{0,119}$/
const checkedName = (name: string) => {
  if (!SAFE_NAME.test(name) || name.includes('..')) throw new Error(`unsafe stored file name: ${name}`)
  return name
}
const TYPES: Record<string, string> = { webp: 'image/webp', png: 'image/png', jpg: 'image/jpeg' }
const typeOf = (name: string) => TYPES[name.split('.').at(-1) ?? ''] ?? 'application/octet-stream'

/** Files in a directory (the default: `.data/images`); written to a temporary name, then renamed. */
export function localFileStorage(directory: string): TFileStorage {
  const root = resolve(directory)
  return {
    kind: 'local',
    async put(name, body) {
      await mkdir(root, { recursive: true })
      const path = join(root, checkedName(name))
      const temporary = `${path}.${process.pid}.${Date.now()}.part`
      await writeFile(temporary, body)
      await rename(temporary, path)
    },
    async get(name) {
      if (!SAFE_NAME.test(name)) return null
      try {
        return { body: await readFile(join(root, name)), contentType: typeOf(name) }
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
        throw error
      }
    },
  }
}

/**
 * Files in an S3-compatible bucket through the AWS SDK (loaded only when configured). Every node
 * reads the same bucket, so a picture uploaded through one node is served by all.
 */
export function s3FileStorage(options: {
  bucket: string
  region: string
  endpoint?: string
  credentials?: { accessKeyId: string; secretAccessKey: string }
}): TFileStorage {
  const client = import('@aws-sdk/client-s3').then((sdk) => ({
    sdk,
    s3: new sdk.S3Client({
      region: options.region,
      ...(options.endpoint ? { endpoint: options.endpoint, forcePathStyle: true } : {}),
      ...(options.credentials ? { credentials: options.credentials } : {}),
    }),
  }))
  return {
    kind: 's3',
    async put(name, body, contentType) {
      const { sdk, s3 } = await client
      await s3.send(
        new sdk.PutObjectCommand({
          Bucket: options.bucket,
          Key: checkedName(name),
          Body: body,
          ContentType: contentType,
          CacheControl: 'public, max-age=31536000, immutable',
        }),
      )
    },
    async get(name) {
      if (!SAFE_NAME.test(name)) return null
      const { sdk, s3 } = await client
      try {
        const answer = await s3.send(new sdk.GetObjectCommand({ Bucket: options.bucket, Key: name }))
        if (!answer.Body) return null
        const body = Buffer.from(await answer.Body.transformToByteArray())
        return { body, contentType: answer.ContentType ?? typeOf(name) }
      } catch (error) {
        if ((error as { name?: string }).name === 'NoSuchKey') return null
        throw error
      }
    },
  }
}

/** The storage the configuration names (ADR 058). */
export function fileStorageOf(config: TConfig): TFileStorage {
  if (config.IMAGE_STORAGE === 's3' && config.S3_BUCKET) {
    const credentials =
      config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: config.S3_ACCESS_KEY_ID, secretAccessKey: config.S3_SECRET_ACCESS_KEY }
        : undefined
    return s3FileStorage({
      bucket: config.S3_BUCKET,
      region: config.S3_REGION,
      endpoint: config.S3_ENDPOINT,
      credentials,
    })
  }
  return localFileStorage(config.IMAGE_DIR)
}
