import { useEffect, useState } from 'react'
import { useNavigate, useSearchParams } from 'react-router'
import { Button } from '../../ui/button.tsx'
import { adoptSession, safeRedirect } from '../account/index.ts'
import { canUsePasskeys, passkeyProblem, signInWithPasskey } from './passkey-ceremony.ts'

/**
 * /account/signin's other way in (ADR 067): 'Sign in with a passkey' below the password form, shown
 * once the page knows the browser can; `?redirect=` honoured like the password's.
 */
export function PasskeySignIn() {
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const [isSupported, setSupported] = useState(false)
  const [isBusy, setBusy] = useState(false)
  const [problem, setProblem] = useState('')
  useEffect(() => setSupported(canUsePasskeys()), [])
  if (!isSupported) return null

  async function signIn() {
    if (isBusy) return
    setBusy(true)
    setProblem('')
    try {
      await signInWithPasskey()
      await adoptSession()
      navigate(safeRedirect(params.get('redirect')), { replace: true })
    } catch (error) {
      setProblem(passkeyProblem(error))
      setBusy(false)
    }
  }

  return (
    <div className="passkey-sign-in">
      <p className="passkey-sign-in__or">or</p>
      <Button variant="outline" className="passkey-sign-in__button" onClick={signIn} aria-busy={isBusy}>
        Sign in with a passkey
      </Button>
      {problem && (
        <p className="field-error" role="alert">
          {problem}
        </p>
      )}
    </div>
  )
}
