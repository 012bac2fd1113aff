import type { FastifyRequest } from 'fastify'
import type { LoggerOptions } from 'pino'
import type { TConfig } from './config.ts'
import { describeError } from './database-errors.ts'

/**
 * What the log must never hold: credentials (cookies, session tokens, API and mailbox keys,
 * passwords, reset links' tokens) and personal data (email, phone, names, addresses). Paths are
 * pino redaction paths; the censor keeps the key visible so a reader sees something was there.
 */
export const REDACTED_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers.token',
  'req.headers.verify',
  'req.headers["x-api-key"]',
  'req.headers["x-mailbox-key"]',
  'res.headers["set-cookie"]',
  'res.headers["x-session-token"]',
  'res.headers["x-staff-token"]',
  'res.headers["x-kiosk-token"]',
  'req.headers["staff-token"]',
  'req.headers["kiosk-token"]',
  ...['password', 'password_confirmation', 'current_password', 'token', 'passwordHash'].flatMap((key) => [
    key,
    `*.${key}`,
  ]),
  ...['email', 'phone', 'first_name', 'last_name', 'address', 'params', 'query'].map((key) => `*.${key}`),
]

/**
 * An invitation's token in a path (the API's `staff/invitations/{token}` and the storefront's
 * `staff/invitation/{token}`): anyone reading it could accept the invitation (ADR 044). Withdrawing
 * one names its id, a UUID, which is kept.
 */
const INVITATION_TOKEN_IN_PATH =
  /(\/staff\/invitations?\/)(?![0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(?:[/?]|$))[^/?]+/gi

/** A path as logged: without its query string (it can carry emails) and with any invitation token hidden. */
export const loggedPath = (url: string) =>
  (url.split('?')[0] ?? '').replace(INVITATION_TOKEN_IN_PATH, '$1[redacted]')

/** A request as logged: method, path (`loggedPath`), client address. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: loggedPath(request.url),
    remoteAddress: request.ip,
  }
}

/**
 * The process's log options: level, redaction, and errors without SQL text or parameters. JSON lines
 * (one object a line, for log shippers) in production and whenever stdout is not a terminal (a pipe,
 * a file, the test runner); readable coloured lines through pino-pretty for a developer watching
 * `npm start` or `npm run dev` in a terminal (redaction and serializers apply before the transport).
 */
export function loggerOptions(
  config: Pick<TConfig, 'NODE_ENV' | 'LOG_LEVEL'>,
  isTerminal = process.stdout.isTTY === true,
): LoggerOptions {
  const options: LoggerOptions = {
    level: config.LOG_LEVEL,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    serializers: {
      err: describeError,
      req: serializeRequest as (request: unknown) => unknown,
    },
  }
  if (config.NODE_ENV === 'production' || !isTerminal) return options
  return {
    ...options,
    transport: {
      target: 'pino-pretty',
      options: { colorize: true, translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' },
    },
  }
}
