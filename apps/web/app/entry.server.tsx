import { PassThrough } from 'node:stream'
import { CSP_NONCE_HEADER } from '@deli/contracts/constants'
import { createReadableStreamFromReadable } from '@react-router/node'
import { isbot } from 'isbot'
import type { RenderToPipeableStreamOptions } from 'react-dom/server'
import { renderToPipeableStream } from 'react-dom/server'
import type { EntryContext } from 'react-router'
import { ServerRouter } from 'react-router'

export { createLoadContext } from './lib/web-client.server.ts'

export const streamTimeout = 5_000

/**
 * React Router's default Node entry (`react-router reveal entry.server`), plus `createLoadContext`
 * above, which the hosting server (apps/api `platform/web-handler.ts`) calls for every page request to
 * hand the web client's API credentials to loaders through React Router's context, plus the CSP nonce the server put in `script-src` (handed over
 * in CSP_NONCE_HEADER by apps/api platform/web-handler.ts): `<ServerRouter nonce>` puts it on every
 * inline script React Router renders (hydration data, `<Scripts>`, `<ScrollRestoration>`), and
 * React's own inline streaming scripts get it through `renderToPipeableStream({ nonce })`.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders })
  }
  const nonce = request.headers.get(CSP_NONCE_HEADER) ?? undefined

  return new Promise((resolve, reject) => {
    let shellRendered = false
    const userAgent = request.headers.get('user-agent')
    // Bots and SPA mode wait for all content; people get the shell as soon as it is ready.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady'
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000)

    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />,
      {
        nonce,
        [readyOption]() {
          shellRendered = true
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId)
              timeoutId = undefined
              callback()
            },
          })
          const stream = createReadableStreamFromReadable(body)
          responseHeaders.set('Content-Type', 'text/html')
          pipe(body)
          resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }))
        },
        onShellError(error: unknown) {
          reject(error)
        },
        onError(error: unknown) {
          responseStatusCode = 500
          // Errors inside the shell after it was sent; shell errors are logged by React Router.
          if (shellRendered) console.error(error)
        },
      },
    )
  })
}
