/** The front door of the rate-limits module (ADR 050): what other modules, flows and the app may use. */
export { countHit } from './count-hit.ts'
export { purgeExpiredRateLimits } from './purge-expired-rate-limits.ts'
