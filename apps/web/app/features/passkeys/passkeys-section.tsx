import type { TPasskey } from '@deli/contracts'
import { PASSKEY_NAME_MAX } from '@deli/contracts/constants'
import { passkeyNameProblem } from '@deli/domain'
import { useQuery } from '@tanstack/react-query'
import { type FormEvent, useEffect, useId, useRef, useState } from 'react'
import { getQueryClient } from '../../lib/query-client.ts'
import { Button } from '../../ui/button.tsx'
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx'
import { useFocusAfterCommit } from '../../ui/use-focus-after-commit.ts'
import { memberKeys, useUser } from '../account/index.ts'
import { passkeyApi } from './passkey-api.ts'
import { canUsePasskeys, createPasskey, passkeyProblem } from './passkey-ceremony.ts'

const passkeysKey = [...memberKeys.all, 'passkeys'] as const
const day = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' })
const keep = (data: { passkeys: TPasskey[] }) => getQueryClient().setQueryData(passkeysKey, data)

/**
 * The account page's passkeys (ADR 067): each with its name, when it was added and last used, to
 * rename or remove (after 'Remove passkey?'); 'Add a passkey' runs the browser's ceremony.
 */
export function PasskeysSection() {
  const passkeys = useQuery({ queryKey: passkeysKey, queryFn: passkeyApi.list, enabled: useUser() !== null })
  const [isSupported, setSupported] = useState(true)
  const [isAdding, setAdding] = useState(false)
  const [renaming, setRenaming] = useState<string | null>(null)
  const [removing, setRemoving] = useState<TPasskey | null>(null)
  const [status, setStatus] = useState('')
  const [problem, setProblem] = useState('')
  const focusAfterCommit = useFocusAfterCommit()
  useEffect(() => setSupported(canUsePasskeys()), [])
  const list = passkeys.data?.passkeys ?? []

  async function add() {
    if (isAdding) return
    setAdding(true)
    setProblem('')
    setStatus('')
    try {
      keep(await createPasskey())
      setStatus('Passkey added. You can now sign in with it.')
    } catch (error) {
      setProblem(passkeyProblem(error))
    } finally {
      setAdding(false)
    }
  }

  return (
    <section id="passkeys" className="account-section" aria-labelledby="passkeys-title">
      <h2 id="passkeys-title" className="account-section__title">
        Passkeys
      </h2>
      <p className="muted">
        Sign in with your fingerprint, face or screen lock instead of your password. Your password still
        works.
      </p>
      <p className="visually-hidden" role="status">
        {status}
      </p>
      {passkeys.isError && (
        <p className="field-error" role="alert">
          {passkeys.error.message}
        </p>
      )}
      {passkeys.isSuccess && list.length === 0 && <p className="muted">No passkeys yet.</p>}
      {list.length > 0 && (
        <ul className="passkey-list">
          {list.map((passkey) => (
            <li key={passkey.id} className="passkey">
              {renaming === passkey.id ? (
                <RenamePasskeyForm
                  passkey={passkey}
                  onDone={(message) => {
                    setRenaming(null)
                    if (message) setStatus(message)
                    // Back to its Rename button once the form has gone and the button is back.
                    focusAfterCommit(() =>
                      document.querySelector<HTMLButtonElement>(`[data-rename="${passkey.id}"]`),
                    )
                  }}
                />
              ) : (
                <>
                  <div>
                    <p className="passkey__name">{passkey.name}</p>
                    <p className="passkey__dates">
                      Added {day.format(new Date(passkey.created_at))} ·{' '}
                      {passkey.last_used_at
                        ? `Last used ${day.format(new Date(passkey.last_used_at))}`
                        : 'Not used yet'}
                    </p>
                  </div>
                  <div className="passkey__actions">
                    <Button
                      variant="outline"
                      size="small"
                      aria-label={`Rename ${passkey.name}`}
                      data-rename={passkey.id}
                      onClick={() => {
                        setProblem('')
                        setRenaming(passkey.id)
                      }}
                    >
                      Rename
                    </Button>
                    <Button
                      variant="outline"
                      size="small"
                      aria-label={`Remove ${passkey.name}`}
                      onClick={() => {
                        setProblem('')
                        setRemoving(passkey)
                      }}
                    >
                      Remove
                    </Button>
                  </div>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
      {problem && (
        <p className="field-error" role="alert">
          {problem}
        </p>
      )}
      {isSupported ? (
        <Button variant="outline" onClick={add} aria-busy={isAdding}>
          Add a passkey
        </Button>
      ) : (
        <p className="muted">This browser cannot use passkeys.</p>
      )}
      <ConfirmDialog
        open={removing !== null}
        title="Remove passkey?"
        body={`You will no longer be able to sign in with “${removing?.name ?? ''}”. Your password still works.`}
        confirmLabel="Remove"
        dismissLabel="Keep"
        onConfirm={async () => {
          if (removing) keep(await passkeyApi.remove(removing.id))
        }}
        onClose={() => setRemoving(null)}
        onConfirmed={() => setStatus('Passkey removed.')}
      />
    </section>
  )
}

/** A passkey's name, changed in place; focus goes to the name, then back to its Rename button. */
function RenamePasskeyForm(props: { passkey: TPasskey; onDone: (message?: string) => void }) {
  const id = useId()
  const input = useRef<HTMLInputElement>(null)
  const [error, setError] = useState('')
  const [isSaving, setSaving] = useState(false)
  useEffect(() => input.current?.focus(), [])

  function finish(message?: string) {
    props.onDone(message)
  }

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const name = input.current?.value ?? ''
    const problem = passkeyNameProblem(name)
    if (problem) {
      setError(problem)
      input.current?.focus()
      return
    }
    setSaving(true)
    try {
      keep(await passkeyApi.rename(props.passkey.id, name.trim()))
      finish(`Passkey renamed to ${name.trim()}.`)
    } catch (failure) {
      setError(passkeyProblem(failure))
      setSaving(false)
    }
  }

  return (
    <form className="passkey__rename" onSubmit={save} noValidate>
      <div className="field">
        <label htmlFor={id}>Passkey name</label>
        <input
          id={id}
          ref={input}
          className="text-input"
          name="name"
          autoComplete="off"
          maxLength={PASSKEY_NAME_MAX}
          defaultValue={props.passkey.name}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={() => setError('')}
        />
        {error && (
          <p id={`${id}-error`} className="field-error" role="alert">
            {error}
          </p>
        )}
      </div>
      <div className="passkey__actions">
        <Button type="submit" size="small" aria-busy={isSaving}>
          Save
        </Button>
        <Button variant="outline" size="small" onClick={() => finish()}>
          Cancel
        </Button>
      </div>
    </form>
  )
}
