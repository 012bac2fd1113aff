/** The front door of the site module (ADR 050): what other modules, flows and the app may use. */
export { getSiteConfig } from './get-site-config.ts'
export { siteRoutes } from './routes.ts'
