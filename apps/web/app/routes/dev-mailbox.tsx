import type { TMailboxMessage } from '@deli/contracts'
import { MailboxList } from '../features/account/index.ts'
import { apiGet } from '../lib/api.server.ts'
import { titleMeta } from '../lib/meta.ts'
import type { Route } from './+types/dev-mailbox'

/**
 * /dev/mailbox: the embedded mail adapter's outbox (DESIGN.md §5), for development, tests and demos.
 * The API answers 404 where the mailbox is off (production), and so does this page. `?to=` filters.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const to = new URL(request.url).searchParams.get('to')
  return apiGet<{ messages: TMailboxMessage[] }>(`dev/mailbox${to ? `?to=${encodeURIComponent(to)}` : ''}`, {
    request,
    context,
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
