import type { TSecondFactorSetup, TStaff } from '@deli/contracts'
import { SECOND_FACTOR_TEXTS, type TFormField } from '@deli/domain'
import { useEffect, useRef, useState } from 'react'
import { Button } from '../../ui/button.tsx'
import { QrCode } from '../../ui/qr-code.tsx'
import { FormSummary, type TCredentials, TextField, useAccountForm } from '../account-forms/index.ts'
import { staffApi } from './staff-api.ts'

const CODE_FIELD: TFormField = {
  name: 'code',
  type: 'text',
  label: SECOND_FACTOR_TEXTS.codeLabel,
  required: true,
  pattern: /^\s*\d{3}\s?\d{3}\s*$/,
  errors: { invalid: SECOND_FACTOR_TEXTS.codeNeeded },
}
const RECOVERY_FIELD: TFormField = {
  name: 'recovery_code',
  type: 'text',
  label: SECOND_FACTOR_TEXTS.recoveryLabel,
  required: true,
  maxLength: 40,
}

/** A step's heading, focused when the step shows so screen readers hear where they are. */
function StepHeading(props: { children: string }) {
  const ref = useRef<HTMLHeadingElement>(null)
  useEffect(() => ref.current?.focus(), [])
  return (
    <h2 ref={ref} tabIndex={-1} className="staff-step__title">
      {props.children}
    </h2>
  )
}

function CodeInput(props: { form: ReturnType<typeof useAccountForm> }) {
  return (
    <TextField
      form={props.form}
      name="code"
      label={SECOND_FACTOR_TEXTS.codeLabel}
      autoComplete="one-time-code"
      inputMode="text"
      maxLength={7}
      hint="6 digits"
      required
    />
  )
}

/** The second sign-in step (ADR 044): the authenticator's code, or one recovery code instead. */
export function SecondFactorCodeStep(props: {
  credentials: TCredentials
  onSignedIn: (staff: TStaff) => void
}) {
  const [isRecovery, setIsRecovery] = useState(false)
  const field = isRecovery ? RECOVERY_FIELD : CODE_FIELD
  const form = useAccountForm(`staff-second-${field.name}`, [field], async (values) => {
    const value = String(values[field.name])
    props.onSignedIn(
      await staffApi.login(
        isRecovery ? { ...props.credentials, recovery_code: value } : { ...props.credentials, code: value },
      ),
    )
  })
  return (
    <form className="account-form" noValidate onSubmit={form.onSubmit}>
      <StepHeading>Two-step sign-in</StepHeading>
      <p>
        {isRecovery ? 'Enter one of your recovery codes. Each works once.' : SECOND_FACTOR_TEXTS.codeNeeded}
      </p>
      <FormSummary form={form} />
      {isRecovery ? (
        <TextField
          key="recovery"
          form={form}
          name="recovery_code"
          label={SECOND_FACTOR_TEXTS.recoveryLabel}
          autoComplete="off"
          maxLength={40}
          required
        />
      ) : (
        <CodeInput key="code" form={form} />
      )}
      <Button type="submit" aria-busy={form.isPending} className="account-form__submit">
        Verify and sign in
      </Button>
      <Button variant="outline" type="button" onClick={() => setIsRecovery((value) => !value)}>
        {isRecovery ? 'Use the authenticator code instead' : 'Use a recovery code instead'}
      </Button>
    </form>
  )
}

/**
 * Setting two-step sign-in up at the first sign-in (ADR 044): the QR code of the new secret (and the
 * key to type), then its first code turns it on and signs in; the recovery codes come back.
 */
export function SecondFactorSetupStep(props: {
  credentials: TCredentials
  setup: TSecondFactorSetup
  onEnrolled: (staff: TStaff, recoveryCodes: string[]) => void
}) {
  const form = useAccountForm('staff-second-setup', [CODE_FIELD], async (values) => {
    const enrolled = await staffApi.confirmSecondFactor({ ...props.credentials, code: String(values.code) })
    props.onEnrolled(enrolled.staff, enrolled.recovery_codes)
  })
  return (
    <form className="account-form" noValidate onSubmit={form.onSubmit}>
      <StepHeading>{SECOND_FACTOR_TEXTS.setupTitle}</StepHeading>
      <p>{SECOND_FACTOR_TEXTS.setupNeeded}</p>
      <p>{SECOND_FACTOR_TEXTS.setupSteps}</p>
      <QrCode
        value={props.setup.uri}
        width={200}
        margin={1}
        alt="QR code of your authenticator key"
        className="staff-step__qr"
        failedText="The QR code could not be drawn: type the key below into your authenticator app."
      />
      <p>
        Key: <code className="staff-step__key">{props.setup.secret.match(/.{1,4}/g)?.join(' ')}</code>
      </p>
      <FormSummary form={form} />
      <CodeInput form={form} />
      <Button type="submit" aria-busy={form.isPending} className="account-form__submit">
        Turn on two-step sign-in
      </Button>
    </form>
  )
}

/** The recovery codes, shown once after set-up, until the staff member says they are kept. */
export function RecoveryCodesStep(props: { codes: string[]; onDone: () => void }) {
  return (
    <div className="account-form">
      <StepHeading>{SECOND_FACTOR_TEXTS.recoveryTitle}</StepHeading>
      <p>{SECOND_FACTOR_TEXTS.recoveryIntro}</p>
      <ul className="staff-step__codes" aria-label={SECOND_FACTOR_TEXTS.recoveryTitle}>
        {props.codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
      <Button onClick={props.onDone} className="account-form__submit">
        I have saved my recovery codes
      </Button>
    </div>
  )
}
