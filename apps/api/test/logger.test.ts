import { createRequire } from 'node:module'
import { Writable } from 'node:stream'
import pino from 'pino'
import pretty from 'pino-pretty'
import { describe, expect, it } from 'vitest'
import { loggerOptions } from '../src/platform/logger.ts'

describe('loggerOptions', () => {
  it('writes JSON lines in production, even in a terminal', () => {
    const options = loggerOptions({ NODE_ENV: 'production', LOG_LEVEL: 'info' }, true)
    expect(options.level).toBe('info')
    expect(options.transport).toBeUndefined()
  })

  it('writes JSON lines outside production when stdout is not a terminal (pipes, files, tests)', () => {
    for (const [NODE_ENV, LOG_LEVEL] of [
      ['development', 'warn'],
      ['test', 'debug'],
    ] as const) {
      const options = loggerOptions({ NODE_ENV, LOG_LEVEL }, false)
      expect(options.level).toBe(LOG_LEVEL)
      expect(options.transport).toBeUndefined()
    }
  })

  it('redacts credentials and personal data the same way in every mode', () => {
    const json = loggerOptions({ NODE_ENV: 'production', LOG_LEVEL: 'info' }, false)
    const pretty = loggerOptions({ NODE_ENV: 'development', LOG_LEVEL: 'info' }, true)
    expect(json.redact).toMatchObject({ censor: '[redacted]' })
    expect(pretty.redact).toEqual(json.redact)
    expect(pretty.serializers).toEqual(json.serializers)
  })

  it('pretty-prints through pino-pretty for a developer in a terminal, at the configured level', () => {
    const options = loggerOptions({ NODE_ENV: 'development', LOG_LEVEL: 'debug' }, true)
    expect(options.level).toBe('debug')
    expect(options.transport).toMatchObject({ target: 'pino-pretty' })
    // The target resolves from the API package: pino-pretty is a declared dependency, not an accident.
    expect(createRequire(import.meta.url).resolve('pino-pretty')).toMatch(/pino-pretty/)
  })

  it('with those options a log line reads as time, level and message, not JSON', async () => {
    const options = loggerOptions({ NODE_ENV: 'development', LOG_LEVEL: 'info' }, true)
    const transport = options.transport as { options: Record<string, unknown> }
    let text = ''
    const sink = new Writable({
      write(chunk, _encoding, done) {
        text += String(chunk)
        done()
      },
    })
    const stream = pretty({ ...transport.options, colorize: false, destination: sink, sync: true })
    const log = pino({ level: options.level }, stream)
    log.info('Red Door Deli is serving http://localhost:3000')
    expect(text).toMatch(/^\[\d{2}:\d{2}:\d{2}\] INFO: Red Door Deli is serving http:\/\/localhost:3000\n$/)
    expect(text).not.toContain('{')
  })

  it('describes a logged error once: a failed query keeps its database message, not "[object Object]"', () => {
    const options = loggerOptions({ NODE_ENV: 'production', LOG_LEVEL: 'info' }, false)
    const lines: Record<string, unknown>[] = []
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(JSON.parse(String(chunk)))
        done()
      },
    })
    const log = pino({ level: 'info', serializers: options.serializers }, sink)
    const failed = Object.assign(new Error('Failed query: select 1\nparams: 7'), {
      query: 'select 1',
      params: [7],
      cause: Object.assign(new Error('column "id" is ambiguous'), { code: '42702' }),
    })
    log.error({ err: failed }, 'unhandled error')
    expect(lines[0]?.err).toMatchObject({
      type: 'DatabaseQueryError',
      message: 'column "id" is ambiguous',
      code: '42702',
    })
    expect(JSON.stringify(lines[0])).not.toContain('params: 7')
  })
})
