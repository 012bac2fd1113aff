import { API_KEY_HEADER, APP_NAME_HEADER } from '@deli/contracts'
import type { FastifyInstance } from 'fastify'
import type { TApiClient } from './config.ts'
import { AppError } from './errors.ts'

/**
 * Every API call carries the application-name and API-key headers of a configured client
 * (spec §7, ARCHITECTURE.md § API conventions). Unknown or missing → 401. Being non-safelisted headers, they also keep
 * cross-site forms from forging state-changing requests.
 */
export function installApiKeyCheck(app: FastifyInstance, clients: TApiClient[]): void {
  const byKey = new Map(clients.map((client) => [client.key, client.appName]))
  app.addHook('onRequest', async (request) => {
    if (request.routeOptions.config.isPublic) return
    const key = request.headers[API_KEY_HEADER]
    const appName = request.headers[APP_NAME_HEADER]
    if (typeof key !== 'string' || typeof appName !== 'string' || byKey.get(key) !== appName) {
      throw new AppError(401, 'API_KEY_INVALID', 'This application is not allowed to use the API.')
    }
    request.apiClient = appName
  })
}
