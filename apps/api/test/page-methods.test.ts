import { resolve } from 'node:path'
import { Writable } from 'node:stream'
import Fastify from 'fastify'
import { afterAll, describe, expect, it } from 'vitest'
import { installApiErrorHandler } from '../src/platform/error-handler.ts'
import { registerWebHandler } from '../src/platform/web-handler.ts'
import { expectError } from './expect-envelope.ts'

/**
 * ADR 043: a write to a storefront page without an action is 405 in the envelope, with Allow and
 * without a line in the error log (React Router logged an 11-line stack trace for each); a page with
 * an action still receives it. On the stand-in build of page-cache-render.test.ts.
 */

const BUILD = resolve(import.meta.dirname, 'fixtures/web-render')

describe('writes to storefront pages', () => {
  it('answers 405 with Allow for a page without an action, and logs no error', async () => {
    const lines: string[] = []
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk))
        done()
      },
    })
    const app = Fastify({ logger: { level: 'info', stream } })
    installApiErrorHandler(app, { markDown: () => undefined } as never)
    await registerWebHandler(app, BUILD, { origin: 'http://127.0.0.1:9', appName: 'web', apiKey: 'unused' })
    await app.ready()
    afterAll(() => app.close())
    const errorLines = () => lines.filter((line) => /"level":50/.test(line))

    for (const [method, url] of [
      ['POST', '/'],
      ['POST', '/menu/1005'],
      ['PUT', '/account'],
      ['DELETE', '/menu/1005/product/101'],
      ['POST', '/menu/1005.data'],
      ['POST', '/no/such/page'],
    ] as const) {
      const response = await app.inject({
        method,
        url,
        payload: 'a=1',
        headers: { 'content-type': 'text/plain' },
      })
      expectError({ statusCode: response.statusCode, json: response.json() }, 405, 'METHOD_NOT_ALLOWED')
      expect(response.headers.allow).toBe('GET, HEAD')
    }
    // The page with an action takes its form.
    const sent = await app.inject({
      method: 'POST',
      url: '/contact',
      payload: 'name=Ann',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    })
    expect(sent.statusCode).not.toBe(405)
    // Reading is as before.
    expect((await app.inject({ method: 'GET', url: '/menu/1005' })).statusCode).toBe(200)
    expect(errorLines()).toEqual([])
  })
})
