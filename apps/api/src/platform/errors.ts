import type { TErrorCode } from '@deli/contracts'

/** A failure the client can act on: carries an HTTP status, a stable code and a human message. */
export class AppError extends Error {
  readonly statusCode: number
  readonly code: TErrorCode
  readonly errors: Record<string, string> | undefined

  constructor(statusCode: number, code: TErrorCode, message: string, errors?: Record<string, string>) {
    super(message)
    this.name = 'AppError'
    this.statusCode = statusCode
    this.code = code
    this.errors = errors
  }
}

export const notFound = (code: TErrorCode, message: string) => new AppError(404, code, message)
export const badRequest = (message: string, errors?: Record<string, string>) =>
  new AppError(400, 'BAD_REQUEST', message, errors)
export const unprocessable = (code: TErrorCode, message: string, errors?: Record<string, string>) =>
  new AppError(422, code, message, errors)
