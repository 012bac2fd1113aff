import { API_KEY_HEADER, APP_NAME_HEADER } from '@deli/contracts'
import { beforeAll, describe, expect, it } from 'vitest'
import { expectError, expectOk } from './expect-envelope.ts'
import { apiHeaders, build, KIOSK_CLIENT, type TTestApp, WEB_CLIENT } from './helper.ts'

let t: TTestApp
beforeAll(async () => {
  t = await build()
})

const raw = async (url: string, headers: Record<string, string>) => {
  const response = await t.app.inject({ method: 'GET', url, headers })
  const type = String(response.headers['content-type'] ?? '')
  return { statusCode: response.statusCode, json: type.includes('json') ? response.json() : undefined }
}

describe('API key check', () => {
  it('refuses a request without X-Api-Key with 401 API_KEY_INVALID', async () => {
    expectError(await raw('/api/v1/ping', { [APP_NAME_HEADER]: WEB_CLIENT.appName }), 401, 'API_KEY_INVALID')
  })

  it('refuses a request without any API headers', async () => {
    expectError(await raw('/api/v1/stores', {}), 401, 'API_KEY_INVALID')
  })

  it('refuses a request without X-App-Name', async () => {
    expectError(await raw('/api/v1/ping', { [API_KEY_HEADER]: WEB_CLIENT.key }), 401, 'API_KEY_INVALID')
  })

  it('refuses an unknown key', async () => {
    const response = await raw(
      '/api/v1/ping',
      apiHeaders({ appName: 'web', key: 'not-a-configured-key-000' }),
    )
    expectError(response, 401, 'API_KEY_INVALID')
  })

  it('refuses a known key sent with the wrong application name', async () => {
    expectError(
      await raw('/api/v1/ping', apiHeaders({ appName: 'kiosk', key: WEB_CLIENT.key })),
      401,
      'API_KEY_INVALID',
    )
    expectError(
      await raw('/api/v1/ping', apiHeaders({ appName: 'web', key: KIOSK_CLIENT.key })),
      401,
      'API_KEY_INVALID',
    )
  })

  it('refuses a key that only differs in case', async () => {
    const response = await raw(
      '/api/v1/ping',
      apiHeaders({ appName: 'web', key: WEB_CLIENT.key.toUpperCase() }),
    )
    expectError(response, 401, 'API_KEY_INVALID')
  })

  it('accepts the web client', async () => {
    expect(expectOk(await raw('/api/v1/ping', apiHeaders(WEB_CLIENT)))).toEqual({ pong: true })
  })

  it("accepts the kiosk client's key", async () => {
    expect(expectOk(await raw('/api/v1/ping', apiHeaders(KIOSK_CLIENT)))).toEqual({ pong: true })
    const stores = expectOk(await raw('/api/v1/stores', apiHeaders(KIOSK_CLIENT)))
    expect(stores.locations.length).toBeGreaterThan(0)
  })

  it('does not accept the default keys when others are configured', async () => {
    const response = await raw('/api/v1/ping', apiHeaders({ appName: 'web', key: 'rd-web-public-key-2026' }))
    expectError(response, 401, 'API_KEY_INVALID')
  })
})

describe('unknown API routes', () => {
  it('answers 404 NOT_FOUND in the envelope with a key', async () => {
    expectError(await t.call({ method: 'GET', url: '/api/v1/nope' }), 404, 'NOT_FOUND')
    expectError(await t.call({ method: 'DELETE', url: '/api/v1/stores' }), 404, 'NOT_FOUND')
  })

  it('checks the key before telling whether a route exists', async () => {
    expectError(await raw('/api/v1/nope', {}), 401, 'API_KEY_INVALID')
  })
})

describe('OpenAPI document', () => {
  it('is served without a key and lists the API paths', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' })
    expect(response.statusCode).toBe(200)
    const document = response.json()
    expect(document.openapi).toMatch(/^3\./)
    expect(document.info.version).toBe('2.3.5')
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/v1/menus/{menu_id}',
        '/api/v1/locations',
        '/api/v1/locations/{menu_id}',
        '/api/v1/stores',
        '/api/v1/stores/{storeId}',
        '/api/v1/ping',
        '/api/v1/geo/autocomplete',
      ]),
    )
    expect(document.components.securitySchemes.apiKey).toMatchObject({
      type: 'apiKey',
      in: 'header',
      name: 'X-Api-Key',
    })
  })

  it('serves the docs UI without a key', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/' })
    expect(response.statusCode).toBe(200)
    expect(String(response.headers['content-type'])).toContain('text/html')
  })
})
