import type { TErrorEnvelope } from '@deli/contracts'
import type { FastifyError, FastifyInstance } from 'fastify'
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod'
import { AppError } from './errors.ts'

const envelope = (
  code: TErrorEnvelope['code'],
  message: string,
  errors?: Record<string, string>,
): TErrorEnvelope => ({
  status: 'error',
  message,
  code,
  ...(errors ? { errors } : {}),
})

/** Every API failure leaves as the error envelope of DESIGN.md §4 with a real HTTP status. */
export function installApiErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.code(error.statusCode).send(envelope(error.code, error.message, error.errors))
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: Record<string, string> = {}
      for (const issue of error.validation) {
        const field =
          issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || error.validationContext || 'request'
        errors[field] ??= issue.message ?? 'is not valid'
      }
      const first = Object.entries(errors)[0]
      const message = first ? `Please check ${first[0]}: ${first[1]}` : 'The request is not valid.'
      return reply.code(400).send(envelope('VALIDATION_FAILED', message, errors))
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response does not match its schema')
      return reply
        .code(500)
        .send(envelope('INTERNAL_ERROR', 'Something went wrong on our side. Please try again.'))
    }
    const status = error.statusCode ?? 500
    if (status === 429)
      return reply.code(429).send(envelope('RATE_LIMITED', 'Too many requests. Please wait a moment.'))
    if (status >= 400 && status < 500) {
      return reply.code(status).send(envelope('BAD_REQUEST', error.message || 'The request is not valid.'))
    }
    request.log.error({ err: error }, 'unhandled error')
    return reply
      .code(500)
      .send(envelope('INTERNAL_ERROR', 'Something went wrong on our side. Please try again.'))
  })
}
