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

/** One text message of the SMS outbox (GET dev/texts), shown on the dev mailbox page, newest first. */
export const ZDevTextMessageSchema = z.object({
  id: z.string(),
  kind: z.string(),
  /** Digits only, as the guest gave them. */
  to: z.string(),
  body: z.string(),
  sent: z.iso.datetime({ offset: true }),
})
export type TDevTextMessage = z.infer<typeof ZDevTextMessageSchema>
export const ZDevTextsSchema = z.object({ messages: z.array(ZDevTextMessageSchema) })
export const ZDevTextsQuerySchema = z.object({
  /** Only messages to this number (digits). */
  to: z
    .string()
    .regex(/^\d{1,15}$/, 'Please enter a valid phone number.')
    .optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
})
