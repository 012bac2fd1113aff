import { ERROR_CODES } from '@deli/contracts'
import type { FastifyInstance } from 'fastify'
import { expect } from 'vitest'

/** A parsed JSON body: tests assert its shape field by field. */
export type TJson = any

type TResponse = { statusCode: number; json: TJson }

/** The error envelope of ARCHITECTURE.md § API conventions with a real HTTP status and the given stable code. */
export function expectError(response: TResponse, statusCode: number, code: string): void {
  expect(response.statusCode).toBe(statusCode)
  expect(response.json).toBeDefined()
  expect(response.json.status).toBe('error')
  expect(typeof response.json.message).toBe('string')
  expect(response.json.message.trim().length).toBeGreaterThan(0)
  expect(response.json.code).toBe(code)
  expect(ERROR_CODES).toContain(response.json.code)
  expect(response.json).not.toHaveProperty('data')
}

/** A validation failure: 400 VALIDATION_FAILED with a non-empty `errors` object naming `field`. */
export function expectValidationError(response: TResponse, field?: string): void {
  expectError(response, 400, 'VALIDATION_FAILED')
  expect(response.json.errors).toBeTypeOf('object')
  const errors = response.json.errors as Record<string, unknown>
  expect(Object.keys(errors).length).toBeGreaterThan(0)
  for (const message of Object.values(errors)) {
    expect(typeof message).toBe('string')
    expect(String(message).length).toBeGreaterThan(0)
  }
  if (field) expect(Object.keys(errors).join(' ')).toContain(field)
}

/** The success envelope; returns its data. */
export function expectOk(response: TResponse): TJson {
  expect(response.statusCode).toBe(200)
  expect(response.json).toBeDefined()
  expect(response.json.status).toBe('ok')
  expect(response.json).toHaveProperty('data')
  expect(response.json).not.toHaveProperty('code')
  return response.json.data
}

/** A request without any API-key headers is refused with 401 API_KEY_INVALID. */
export async function expectRefusedWithoutKey(app: FastifyInstance, url: string): Promise<void> {
  const response = await app.inject({ method: 'GET', url })
  expectError({ statusCode: response.statusCode, json: response.json() }, 401, 'API_KEY_INVALID')
}

/** An id no store can have is bad input (400 VALIDATION_FAILED) or not found (404 `notFoundCode`), never a 5xx. */
export function expectRefusedOrNotFound(response: TResponse, notFoundCode: string): void {
  expect([400, 404], `status ${response.statusCode}: ${JSON.stringify(response.json)}`).toContain(
    response.statusCode,
  )
  if (response.statusCode === 400) expectValidationError(response)
  else expectError(response, 404, notFoundCode)
}
