import type { TDevTextMessage, TMailboxMessage } from '@deli/contracts'
import { formatPhone } from '@deli/domain'

/** The dev mailbox's messages, newest first, each with its links clickable. */
export function MailboxList({ messages }: { messages: TMailboxMessage[] }) {
  if (messages.length === 0) return <p className="empty-state">No messages yet.</p>
  return (
    <ol className="mailbox" aria-label="Messages">
      {messages.map((message) => (
        <li key={message.id} className="mailbox__message">
          <article aria-labelledby={`mail-${message.id}`}>
            <h2 id={`mail-${message.id}`} className="mailbox__subject">
              {message.subject}
            </h2>
            <p className="muted">
              To <span className="mailbox__to">{message.to}</span> ·{' '}
              <time dateTime={message.sent}>
                {new Date(message.sent).toLocaleString('en-US', { timeZone: 'UTC', timeZoneName: 'short' })}
              </time>
            </p>
            <pre className="mailbox__text">{message.text}</pre>
            <ul className="mailbox__links" aria-label={`Links in “${message.subject}”`}>
              {[...new Set(message.links)].map((link) => (
                <li key={link}>
                  <a href={link}>{link}</a>
                </li>
              ))}
            </ul>
          </article>
        </li>
      ))}
    </ol>
  )
}

/** The SMS outbox's text messages (beside the dev mailbox), newest first, each with its links clickable. */
export function TextMessageList({ messages }: { messages: TDevTextMessage[] }) {
  return (
    <section className="mailbox-texts" aria-labelledby="texts-title">
      <h2 id="texts-title">Text messages</h2>
      {messages.length === 0 ? (
        <p className="empty-state">No text messages yet.</p>
      ) : (
        <ol className="mailbox" aria-label="Text messages">
          {messages.map((message) => (
            <li key={message.id} className="mailbox__message">
              <article aria-labelledby={`text-${message.id}`}>
                <h3 id={`text-${message.id}`} className="mailbox__subject">
                  To <span className="mailbox__to">{formatPhone(message.to)}</span>
                </h3>
                <p className="muted">
                  <time dateTime={message.sent}>
                    {new Date(message.sent).toLocaleString('en-US', {
                      timeZone: 'UTC',
                      timeZoneName: 'short',
                    })}
                  </time>
                </p>
                <p className="mailbox__text">{message.body}</p>
              </article>
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}
