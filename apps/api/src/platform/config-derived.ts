import type { TWebClient } from '@deli/contracts'
import { ConfigError, type TConfig } from './config.ts'

/** What follows from a loaded config (config.ts validates the environment it comes from). */

/** Test payment gateway and dev mailbox: on outside production, in production only when TEST_INTEGRATIONS=true. */
export const hasTestIntegrations = (config: TConfig): boolean =>
  config.TEST_INTEGRATIONS ?? config.NODE_ENV !== 'production'

/** Whether text messages are kept (in the SMS outbox): SMS_TRANSPORT, else wherever the test integrations run. */
export const isSmsOn = (config: TConfig): boolean =>
  (config.SMS_TRANSPORT ?? (hasTestIntegrations(config) ? 'outbox' : 'off')) === 'outbox'

/** The storefront's own API client: where SSR reaches the API (DELI_API_ORIGIN) and the web key. */
export function webClient(config: TConfig): TWebClient {
  const client = config.API_KEYS.find((candidate) => candidate.appName === config.WEB_APP_NAME)
  // loadConfig refuses a WEB_APP_NAME that names no client, so this only guards a hand-made config.
  if (!client) throw new ConfigError(`WEB_APP_NAME ${config.WEB_APP_NAME} names no client of API_KEYS`)
  return {
    origin: (config.DELI_API_ORIGIN ?? `http://127.0.0.1:${config.PORT}`).replace(/\/$/, ''),
    appName: client.appName,
    apiKey: client.key,
  }
}

/** How long a stopping node keeps serving with `/ready` at 503 (ADR 053). */
export const shutdownDrainMs = (config: TConfig): number =>
  (config.SHUTDOWN_DRAIN_SECONDS ?? (config.NODE_ENV === 'production' ? 5 : 0)) * 1000

/** Origin of the storefront for links in emails: PUBLIC_ORIGIN, else this process on localhost. */
export const publicOrigin = (config: TConfig): string =>
  (config.PUBLIC_ORIGIN ?? `http://localhost:${config.PORT}`).replace(/\/$/, '')
