/**
 * What a database failure means for the client. Drizzle wraps a driver error in an error whose
 * message carries the SQL and every bound parameter (password hashes, emails, phones): that message
 * must never reach a log or a client. These helpers look through the wrapping at the driver's code.
 */

type TErrorLike = { code?: unknown; cause?: unknown; message?: unknown; name?: unknown; syscall?: unknown }

/** The error and every `cause` below it (Drizzle's wrapper → pg's DatabaseError or socket error). */
function* causes(error: unknown): Generator<TErrorLike> {
  let current: unknown = error
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth += 1) {
    yield current as TErrorLike
    current = (current as TErrorLike).cause
  }
}

/** Socket errors of a server that is down, restarting or out of reach. */
const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
])
/**
 * SQLSTATE: 08 connection exception; 57P01-03 admin/crash shutdown, cannot connect now; 53300 too
 * many connections; 57014 a statement cancelled past statement_timeout (ADR 043: an overloaded or
 * stuck server, to retry later).
 */
const UNAVAILABLE_STATES = /^(08...|57P0[123]|53300|57014)$/
/** pg's own messages for a connection that went away or never came, or an answer that never came. */
const CONNECTION_MESSAGES =
  /Connection terminated|connection timeout|timeout exceeded when trying to connect|Client has encountered a connection error|Client was closed|Query read timeout|readiness check timed out/i

/** True when the database cannot be reached (the request may succeed later): 503, not 500. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (const item of causes(error)) {
    const code = typeof item.code === 'string' ? item.code : ''
    if (CONNECTION_CODES.has(code) || UNAVAILABLE_STATES.test(code)) return true
    // A server that is down has no socket file: connecting to its Unix socket (ADR 034) is ENOENT.
    if (code === 'ENOENT' && item.syscall === 'connect') return true
    if (typeof item.message === 'string' && CONNECTION_MESSAGES.test(item.message)) return true
  }
  return false
}

/**
 * SQLSTATE class 22 (data exception: a value out of range, text with NUL, an invalid Unicode escape
 * in jsonb …): the client sent a value the schemas should have refused. A 400, never a 500.
 */
export function isDataException(error: unknown): boolean {
  for (const item of causes(error)) {
    if (typeof item.code === 'string' && /^22...$/.test(item.code)) return true
  }
  return false
}

/**
 * A loggable picture of any error without SQL text or bound parameters: its type, message and stack
 * (for a Drizzle query error: the driver error's message, code and position instead of the query).
 */
export function describeError(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { message: String(error) }
  if ('params' in error || 'query' in error) {
    const cause = error.cause as
      | (TErrorLike & { stack?: string; constraint?: unknown; table?: unknown })
      | undefined
    return {
      type: 'DatabaseQueryError',
      message: typeof cause?.message === 'string' ? cause.message : 'query failed',
      code: cause?.code,
      table: cause?.table,
      constraint: cause?.constraint,
      // The stack's first lines repeat the message (SQL and parameters): keep only the frames.
      stack: error.stack
        ?.split('\n')
        .filter((line) => line.trimStart().startsWith('at '))
        .join('\n'),
    }
  }
  const code = (error as TErrorLike).code
  return {
    type: error.name,
    message: error.message,
    ...(code !== undefined ? { code } : {}),
    stack: error.stack,
    ...(error.cause ? { cause: describeError(error.cause) } : {}),
  }
}
