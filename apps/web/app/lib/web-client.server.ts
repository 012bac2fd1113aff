import type { TWebClient } from '@deli/contracts'
import { createContext, RouterContextProvider } from 'react-router'

/** Where loaders and actions find the web client: `context.get(webClientContext)`. */
export const webClientContext = createContext<TWebClient>()

/**
 * The load context of one page request (React Router's `getLoadContext`): the server that hosts this
 * build (apps/api `platform/web-handler.ts`) calls it, through `entry.server.tsx`, with the client
 * its validated config names — so the credentials never pass through `process.env`, and the context
 * key is this build's own.
 */
export function createLoadContext(client: TWebClient): RouterContextProvider {
  const context = new RouterContextProvider()
  context.set(webClientContext, client)
  return context
}
