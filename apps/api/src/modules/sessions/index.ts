/** The front door of the sessions module (ADR 050): what other modules, flows and the app may use. */
export { endSession } from './end-session.ts'
export { purgeExpiredSessions } from './purge-expired-sessions.ts'
export { purgeUntouchedGuestSessions } from './purge-untouched-guest-sessions.ts'
export { renewSession, sessionExpired } from './renew-session.ts'
export { deleteUserSessions, findSessionUserId } from './repository.ts'
export {
  ensureSession,
  findSession,
  findSessionId,
  insertGuestSessionSql,
  liveSessionJson,
  presentedSession,
  presentedValues,
  requireMember,
  sessionFoundFor,
  sessionOrNewGuest,
  type TLiveSessionJson,
  type TNewGuestSession,
  type TPresentedSession,
  type TSession,
} from './session.ts'
export { clearMemberCookies, isAppRequest, sendMemberCookies } from './session-cookies.ts'
export { hashToken, newSessionToken, presentedToken } from './session-token.ts'
export { startMemberSession, type TMemberSession } from './start-member-session.ts'
