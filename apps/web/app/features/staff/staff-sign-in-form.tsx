import type { TSecondFactorSetup, TStaff } from '@deli/contracts'
import { useState } from 'react'
import { ApiError } from '../../lib/api-client.ts'
import { CredentialsForm, type TCredentials } from '../account-forms/index.ts'
import { RecoveryCodesStep, SecondFactorCodeStep, SecondFactorSetupStep } from './second-factor-steps.tsx'
import { staffApi } from './staff-api.ts'

type TStep =
  | { kind: 'password' }
  | { kind: 'code'; credentials: TCredentials }
  | { kind: 'setup'; credentials: TCredentials; setup: TSecondFactorSetup }
  | { kind: 'recovery'; staff: TStaff; codes: string[] }

/**
 * /staff: a staff member's email and password (not a member account), then for managers and admins
 * the second step (ADR 044): their authenticator's code, or setting it up on the first sign-in.
 * `onSignedIn` gets who it is.
 */
export function StaffSignInForm(props: { onSignedIn: (staff: TStaff) => void }) {
  const [step, setStep] = useState<TStep>({ kind: 'password' })
  if (step.kind === 'code')
    return <SecondFactorCodeStep credentials={step.credentials} onSignedIn={props.onSignedIn} />
  if (step.kind === 'setup') {
    return (
      <SecondFactorSetupStep
        credentials={step.credentials}
        setup={step.setup}
        onEnrolled={(staff, codes) => setStep({ kind: 'recovery', staff, codes })}
      />
    )
  }
  if (step.kind === 'recovery')
    return <RecoveryCodesStep codes={step.codes} onDone={() => props.onSignedIn(step.staff)} />
  return (
    <CredentialsForm
      formId="staff-signin"
      submitLabel="Sign in"
      emailAutoComplete="username"
      onSubmit={async (credentials) => {
        try {
          props.onSignedIn(await staffApi.login(credentials))
        } catch (error) {
          if (!(error instanceof ApiError)) throw error
          if (error.code === 'SECOND_FACTOR_REQUIRED') setStep({ kind: 'code', credentials })
          else if (error.code === 'SECOND_FACTOR_SETUP_REQUIRED') {
            setStep({ kind: 'setup', credentials, setup: await staffApi.startSecondFactor(credentials) })
          } else throw error
        }
      }}
    />
  )
}
