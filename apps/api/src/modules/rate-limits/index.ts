/** The front door of the rate-limits module (ADR 050): what other modules, flows and the app may use. */
export { countHits, type TCounted, type THits } from './count-hits.ts'
export { purgeExpiredRateLimits } from './purge-expired-rate-limits.ts'
