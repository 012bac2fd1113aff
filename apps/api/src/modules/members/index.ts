/** The front door of the members module (ADR 050): what other modules, flows and the app may use. */
export { awardPoints } from './award-points.ts'
export { memberRoutes } from './member-routes.ts'
export { assertPasswordAcceptable } from './password-policy.ts'
export { purgeExpiredLinks } from './purge-expired-links.ts'
export { findUserById, lockUserRow } from './repository.ts'
export { userRoutes } from './routes.ts'
export { saveMemberAddress } from './save-member-address.ts'
export type { TUserRow } from './tables.ts'
