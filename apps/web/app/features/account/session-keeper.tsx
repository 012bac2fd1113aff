import { useEffect, useEffectEvent, useRef } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { memberApi } from '../../lib/member-api.ts'
import { useOrderContext } from '../../lib/order-context.ts'
import { useSiteConfig } from '../../lib/site-config.tsx'
import { dropMemberData, loadMemberData } from './member-queries.ts'
import { needsRenewal, readUserCookie, sessionLostPath, userCookieName } from './session-rules.ts'
import { signOutLocally, useSessionStore } from './session-store.ts'

/**
 * Session rules of spec §4, mounted once: on load and on each route change the session is refreshed
 * (POST users/account-status); a member's token that expires within a day is renewed (PUT
 * members/auth, `verify` = the id in the `_<prefix>_user` cookie). When a member's session is gone
 * (the refresh finds a guest, or renewal fails) token, user, basket, location and menu are cleared
 * and the member goes to /account/signin from an account page, else the catering destination or home.
 * Guests are never redirected.
 */
export function SessionKeeper() {
  const { pathname } = useLocation()
  const navigate = useNavigate()
  const { prefix } = useSiteConfig()
  const latest = useRef(0)

  const loseSession = useEffectEvent((from: string) => {
    signOutLocally()
    dropMemberData()
    // The server clears the mirror on logout; a session that died elsewhere leaves it behind.
    // biome-ignore lint/suspicious/noDocumentCookie: one fixed expiry string, no Cookie Store API in every browser
    document.cookie = `${userCookieName(prefix)}=; Max-Age=0; Path=/; SameSite=Lax`
    const order = useOrderContext.getState()
    order.clearOrder()
    navigate(sessionLostPath(from, order.superCategory), { replace: true })
  })

  const refresh = useEffectEvent(async (run: number, from: string) => {
    const session = useSessionStore.getState()
    const cookieUserId = readUserCookie(document.cookie, prefix)
    const wasMember = session.user !== null || cookieUserId !== null
    let status: Awaited<ReturnType<typeof memberApi.accountStatus>>
    try {
      status = await memberApi.accountStatus()
    } catch {
      // The API is unreachable: that says nothing about the session, so keep what we know.
      if (run === latest.current && !session.isReady) useSessionStore.setState({ isReady: true })
      return
    }
    if (run !== latest.current) return
    if (!status.user) {
      if (wasMember) loseSession(from)
      else session.setStatus(status)
      return
    }
    if (needsRenewal(status.token, Date.now())) {
      try {
        status = await memberApi.renew(cookieUserId ?? status.user.id)
        if (!status.user) throw new Error('The session could not be renewed.')
      } catch {
        if (run === latest.current) loseSession(from)
        return
      }
    }
    if (run !== latest.current) return
    session.setStatus(status)
    loadMemberData()
  })

  useEffect(() => {
    latest.current += 1
    void refresh(latest.current, pathname)
  }, [pathname])

  return null
}
