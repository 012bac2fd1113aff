import type { TAccountStatus, TToken, TUser } from '@deli/contracts'
import { create } from 'zustand'

/**
 * Session state of spec §3 (user, token) as the browser last heard it from POST users/account-status.
 * Not persisted: the HttpOnly session cookie is the truth, and the first refresh after load fills
 * this in (`isReady` turns true then, so pages can tell "guest" from "not asked yet").
 */
type TSessionState = {
  user: TUser | null
  token: TToken | null
  isReady: boolean
  setStatus: (status: TAccountStatus) => void
  setUser: (user: TUser) => void
  clear: () => void
}

export const useSessionStore = create<TSessionState>()((set) => ({
  user: null,
  token: null,
  isReady: false,
  setStatus: (status) => set({ user: status.user, token: status.token, isReady: true }),
  setUser: (user) => set({ user }),
  clear: () => set({ user: null, token: null, isReady: true }),
}))

/** The signed-in member, or null for a guest (and before the first refresh has answered). */
export const useUser = (): TUser | null => useSessionStore((state) => state.user)

/** True once the first account-status refresh has answered: until then a null user means "unknown". */
export const useSessionReady = (): boolean => useSessionStore((state) => state.isReady)

/** Forgets the member in this tab (after sign-out, or when the server no longer knows the session). */
export const signOutLocally = () => useSessionStore.getState().clear()
