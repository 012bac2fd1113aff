import { z } from 'zod'
import { ZTextSchema } from './primitives.ts'

/** One email of the dev mailbox (GET dev/mailbox): the outbox of the mail adapter, newest first. */
export const ZMailboxMessageSchema = z.object({
  id: z.string(),
  kind: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  /** Every http(s) link of the message, in order (the sign-up or reset link first). */
  links: z.array(z.string()),
  sent: z.iso.datetime({ offset: true }),
})
export type TMailboxMessage = z.infer<typeof ZMailboxMessageSchema>
export const ZMailboxSchema = z.object({ messages: z.array(ZMailboxMessageSchema) })
export const ZMailboxQuerySchema = z.object({
  /** Only messages to this address (case-insensitive). */
  to: ZTextSchema().trim().toLowerCase().max(254).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
})
