import { useEffect, useRef, useState } from 'react'
import { Link, useNavigate } from 'react-router'
import { ApiError } from '../../lib/api-client.ts'
import { memberApi } from '../../lib/member-api.ts'
import { adoptSession, safeRedirect } from '../account/index.ts'
import { AccountCard } from './form-parts.tsx'

/** The page's heading while the link is checked, and when it no longer works (used or expired). */
export const CONFIRM_TITLE = 'Welcome to Red Door Deli'
export const CONFIRM_FAILED_TITLE = 'This link no longer works'

/**
 * The emailed sign-up link (/account/signup?confirm=<token>&redirect=<path>): POST users/confirm
 * signs the new member in, then the page goes to the redirect (default /account). A used or expired
 * link is headed as such, never 'Welcome'.
 */
export function ConfirmSignUp(props: { token: string; redirect: string | null }) {
  const navigate = useNavigate()
  const [error, setError] = useState('')
  const started = useRef(false)
  useEffect(() => {
    if (started.current) return
    started.current = true
    memberApi
      .confirmSignUp(props.token)
      .then(adoptSession)
      .then(() => navigate(safeRedirect(props.redirect), { replace: true }))
      .catch((failure: unknown) =>
        setError(failure instanceof ApiError ? failure.message : 'Something went wrong. Please try again.'),
      )
  }, [props.token, props.redirect, navigate])
  if (error)
    return (
      <AccountCard title={CONFIRM_FAILED_TITLE}>
        <div className="account-sent">
          <p className="field-error" role="alert">
            {error}
          </p>
          <p>
            <Link to="/account/signup">Sign up again</Link> or <Link to="/account/signin">sign in</Link>.
          </p>
        </div>
      </AccountCard>
    )
  return (
    <AccountCard title={CONFIRM_TITLE}>
      <p className="account-sent" role="status">
        Confirming your account…
      </p>
    </AccountCard>
  )
}
