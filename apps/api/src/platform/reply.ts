/** The success envelope of ARCHITECTURE.md § API conventions: `{ status: 'ok', data }`. */
export const ok = <T>(data: T) => ({ status: 'ok' as const, data })

/**
 * Sends a success envelope that is already JSON (ADR 023, 032): Fastify sends a string or Buffer with a
 * JSON type as it is, with no second serialization. (The type provider types the route's schema object;
 * these bytes are that object, encoded through the schema where they were made.)
 */
export function sendEncoded<T>(
  reply: { type(contentType: string): { send(payload: never): T } },
  json: string | Buffer,
): T {
  return reply.type('application/json; charset=utf-8').send(json as never)
}
