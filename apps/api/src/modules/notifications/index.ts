/** The front door of the notifications module (ADR 050): what other modules, flows and the app may use. */
export { deliverPendingMail } from './deliver-pending-mail.ts'
export { createMailTransport, type TMailTransport } from './mail-transport.ts'
export { queueMail, type TMail } from './queue-mail.ts'
export { queueSms, type TSms } from './queue-sms.ts'
export { renderMail } from './render-mail.ts'
export { notificationRoutes } from './routes.ts'
