import type { TMailboxMessage } from '@deli/contracts'
import { MAILBOX_KEY_HEADER } from '@deli/contracts/constants'
import { MailboxList } from '../features/account/index.ts'
import { apiData } from '../lib/api.server.ts'
import { titleMeta } from '../lib/meta.ts'
import type { Route } from './+types/dev-mailbox'

/**
 * /dev/mailbox: the embedded mail adapter's outbox (DESIGN.md §5), for development, tests and demos.
 * It shows what the API shows this visitor: a browser on the server's machine in development, or a
 * request carrying the mailbox key (X-Mailbox-Key, the e2e suite); 404 for everyone else, and always
 * in production. `?to=` filters.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const to = new URL(request.url).searchParams.get('to')
  return apiData<{ messages: TMailboxMessage[] }>(`dev/mailbox${to ? `?to=${encodeURIComponent(to)}` : ''}`, {
    request,
    context,
    forward: [MAILBOX_KEY_HEADER],
  })
}

export const meta: Route.MetaFunction = ({ matches }) => titleMeta(matches, 'Dev Mailbox')

export default function DevMailbox({ loaderData }: Route.ComponentProps) {
  return (
    <main id="main" className="container page">
      <h1>Dev Mailbox</h1>
      <p className="lede">Emails the site has sent (sign-up confirmations, password resets, receipts).</p>
      <MailboxList messages={loaderData.messages} />
    </main>
  )
}
