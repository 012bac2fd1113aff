import nodemailer from 'nodemailer'
import type { TConfig } from '../../platform/config.ts'

/** Where delivered mail goes. The outbox transport has none: the outbox rows are the dev mailbox. */
export type TMailTransport = {
  send: (mail: { to: string; subject: string; text: string; html: string }) => Promise<void>
}

/** SMTP through nodemailer (SMTP_URL, e.g. smtps://user:pass@smtp.example.com), from MAIL_FROM. */
export function createSmtpTransport(smtpUrl: string, from: string): TMailTransport {
  const transporter = nodemailer.createTransport(smtpUrl)
  return {
    send: async (mail) => {
      await transporter.sendMail({ from, ...mail })
    },
  }
}

/** The configured transport, or null with MAIL_TRANSPORT=outbox (nothing to deliver). */
export function createMailTransport(config: TConfig): TMailTransport | null {
  if (config.MAIL_TRANSPORT !== 'smtp' || !config.SMTP_URL) return null
  return createSmtpTransport(config.SMTP_URL, config.MAIL_FROM)
}
