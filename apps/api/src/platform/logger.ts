import type { LoggerOptions } from 'pino'
import type { TConfig } from './config.ts'

/**
 * The process's log options: JSON lines (one object a line, for log shippers) in production and
 * whenever stdout is not a terminal (a pipe, a file, the test runner); readable coloured lines through
 * pino-pretty for a developer watching `npm start` or `npm run dev` in a terminal.
 */
export function loggerOptions(
  config: Pick<TConfig, 'NODE_ENV' | 'LOG_LEVEL'>,
  isTerminal = process.stdout.isTTY === true,
): LoggerOptions {
  if (config.NODE_ENV === 'production' || !isTerminal) return { level: config.LOG_LEVEL }
  return {
    level: config.LOG_LEVEL,
    transport: {
      target: 'pino-pretty',
      options: { colorize: true, translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' },
    },
  }
}
