import { humanFieldName, type TErrorEnvelope } from '@deli/contracts'
import type { FastifyError, FastifyInstance } from 'fastify'
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod'
import { isDatabaseUnavailable, isDataException } from './database-errors.ts'
import type { DatabaseHealth } from './database-health.ts'
import { AppError } from './errors.ts'
import { answeredForOutage } from './request-log.ts'

export const errorEnvelope = (
  code: TErrorEnvelope['code'],
  message: string,
  errors?: Record<string, string>,
): TErrorEnvelope => ({
  status: 'error',
  message,
  code,
  ...(errors ? { errors } : {}),
})

/** Seconds a client waits before retrying while the database is unreachable. */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 5
export const UNAVAILABLE_MESSAGE = 'We cannot take requests for a moment. Please try again in a few seconds.'

/**
 * Every API failure leaves as the error envelope of ARCHITECTURE.md § API conventions with a real HTTP status. A database
 * that cannot be reached is 503 with Retry-After (logged once per outage by `health`, not per
 * request); a value PostgreSQL refuses is 400; only a real bug is 500, logged without SQL parameters.
 */
export function installApiErrorHandler(app: FastifyInstance, health: DatabaseHealth): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.code(error.statusCode).send(errorEnvelope(error.code, error.message, error.errors))
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: Record<string, string> = {}
      for (const issue of error.validation) {
        const field =
          issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || error.validationContext || 'request'
        errors[field] ??= issue.message ?? 'is not valid'
      }
      const first = Object.entries(errors)[0]
      // A human sentence: 'Please check the address: Use at most 120 characters.' (zod's global
      // error map, humanIssueMessage, words the issues; installed in app.ts).
      const message = first
        ? `Please check ${humanFieldName(first[0])}: ${first[1]}`
        : 'The request is not valid.'
      return reply.code(400).send(errorEnvelope('VALIDATION_FAILED', message, errors))
    }
    if (isDatabaseUnavailable(error)) {
      health.markDown(error)
      answeredForOutage(reply)
      return reply
        .code(503)
        .header('retry-after', String(UNAVAILABLE_RETRY_AFTER_SECONDS))
        .send(errorEnvelope('SERVICE_UNAVAILABLE', UNAVAILABLE_MESSAGE))
    }
    if (isDataException(error)) {
      // The schemas let through a value the database refuses: the client's input, and a schema to tighten.
      request.log.warn({ err: error }, 'database refused a value the schema accepted')
      return reply
        .code(400)
        .send(errorEnvelope('BAD_REQUEST', 'One of the values sent cannot be stored. Please check them.'))
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response does not match its schema')
      return reply
        .code(500)
        .send(errorEnvelope('INTERNAL_ERROR', 'Something went wrong on our side. Please try again.'))
    }
    const status = error.statusCode ?? 500
    if (status === 429)
      return reply.code(429).send(errorEnvelope('RATE_LIMITED', 'Too many requests. Please wait a moment.'))
    if (status >= 400 && status < 500) {
      return reply
        .code(status)
        .send(errorEnvelope('BAD_REQUEST', error.message || 'The request is not valid.'))
    }
    request.log.error({ err: error }, 'unhandled error')
    return reply
      .code(500)
      .send(errorEnvelope('INTERNAL_ERROR', 'Something went wrong on our side. Please try again.'))
  })
}
