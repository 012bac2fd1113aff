import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * Storyblok signs each webhook with the space's webhook secret: the `webhook-signature` header is the
 * HMAC-SHA1 of the raw request body, in hex. Compared in constant time.
 */
export function isStoryblokSignatureValid(rawBody: string, signature: string | undefined, secret: string) {
  if (!signature || !/^[0-9a-f]{40}$/i.test(signature)) return false
  const expected = createHmac('sha1', secret).update(rawBody).digest()
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'))
}

export const signStoryblokWebhook = (rawBody: string, secret: string) =>
  createHmac('sha1', secret).update(rawBody).digest('hex')
