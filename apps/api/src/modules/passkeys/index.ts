/** The front door of the passkeys module (ADR 050, 067): what other modules, flows and the app may use. */
export { purgeExpiredChallenges } from './purge-expired-challenges.ts'
export { passkeyRoutes } from './routes.ts'
