import type { TDevTextMessage, TMailboxMessage } from '@deli/contracts'
import { MAILBOX_KEY_HEADER } from '@deli/contracts/constants'
import { MailboxList, TextMessageList } from '../features/dev-mailbox/index.ts'
import { apiData } from '../lib/api.server.ts'
import { titleMeta } from '../lib/meta.ts'
import type { Route } from './+types/dev-mailbox'

const query = (name: string, value: string | null) => (value ? `?${name}=${encodeURIComponent(value)}` : '')

/**
 * /dev/mailbox: the embedded mail adapter's outbox (ARCHITECTURE.md § Adapters) and, beside it, the SMS outbox,
 * for development, tests and demos. It shows what the API shows this visitor: a browser on the
 * server's machine in development, or a request carrying the mailbox key (X-Mailbox-Key, the e2e
 * suite); 404 for everyone else, and always in production. `?to=` filters the emails, `?phone=` the
 * text messages.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const search = new URL(request.url).searchParams
  const options = { request, context, forward: [MAILBOX_KEY_HEADER] }
  const [mail, texts] = await Promise.all([
    apiData<{ messages: TMailboxMessage[] }>(`dev/mailbox${query('to', search.get('to'))}`, options),
    apiData<{ messages: TDevTextMessage[] }>(`dev/texts${query('to', search.get('phone'))}`, options),
  ])
  return { messages: mail.messages, texts: texts.messages }
}

export const meta: Route.MetaFunction = ({ matches }) => titleMeta(matches, 'Dev Mailbox')

export default function DevMailbox({ loaderData }: Route.ComponentProps) {
  return (
    <main id="main" className="container page">
      <h1>Dev Mailbox</h1>
      <p className="lede">
        Emails the site has sent (sign-up confirmations, password resets, receipts, ready notices), and its
        text messages below.
      </p>
      <MailboxList messages={loaderData.messages} />
      <TextMessageList messages={loaderData.texts} />
    </main>
  )
}
