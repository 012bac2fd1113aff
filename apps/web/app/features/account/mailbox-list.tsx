import type { TMailboxMessage } from '@deli/contracts'

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
