/**
 * The dev mailbox page's lists (development, tests and demos only): the outbox's emails and texts.
 * A feature of its own so that none of it is in the storefront's first JavaScript.
 */
export { MailboxList, TextMessageList } from './mailbox-list.tsx'
