/** The front door of the content module (ADR 050): what other modules, flows and the app may use. */
export type { ContentSource } from './content-source.ts'
export { createContentSource, followContentChanges } from './create-content-source.ts'
export { purgeOldSubmissions } from './purge-old-submissions.ts'
export { contentRoutes } from './routes.ts'
