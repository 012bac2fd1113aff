import type { TKiosk } from '@deli/contracts'
import { KIOSK_NAME_MAX } from '@deli/contracts/constants'
import { KIOSK_TEXTS } from '@deli/domain'
import { useMutation, useQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { ApiError } from '../../lib/api-client.ts'
import { Button } from '../../ui/button.tsx'
import { ChangeStatus } from './change-status.tsx'
import { staffApi } from './staff-api.ts'
import { useStaffChange } from './use-staff-change.ts'

const dateText = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' })

/**
 * The Kiosks page (ADR 030): a manager makes the device in hand the store's kiosk (then is
 * signed out on it, so the kiosk's guests never hold a staff session) and removes kiosks in use.
 */
export function KiosksPanel(props: { storeId: number; initial: TKiosk[] }) {
  const key = ['staff-kiosks', props.storeId] as const
  const kiosks = useQuery({
    queryKey: key,
    queryFn: () => staffApi.kiosks(props.storeId),
    initialData: props.initial,
  }).data
  const change = useStaffChange<{ message: string }>(key, { answerIsState: false })
  const [name, setName] = useState('')
  const ids = useId()
  const setUp = useMutation({
    mutationFn: async () => {
      const kiosk = await staffApi.setUpKiosk(props.storeId, { name: name.trim() })
      await staffApi.logout()
      return kiosk
    },
    // A whole new page: the root loader finds the kiosk and the kiosk theme takes over.
    onSuccess: (kiosk) => window.location.assign(`/menu/${kiosk.menu_id}`),
  })
  const setUpError =
    setUp.error instanceof ApiError ? setUp.error.message : setUp.error ? 'That did not work.' : ''

  return (
    <div className="availability kiosks">
      <ChangeStatus done={change.done} failure={change.failure || setUpError} />
      <section className="availability__section" aria-labelledby={`${ids}-set-up`}>
        <h2 id={`${ids}-set-up`}>{KIOSK_TEXTS.setUpTitle}</h2>
        <p>
          A kiosk is a screen in the store where guests order for pickup without an account and pay at the
          counter or by card. Open this page on the kiosk's own tablet, name it and tap the button: you are
          signed out there, and the tablet shows the store's menu from then on.
        </p>
        <form
          className="kiosks__form"
          onSubmit={(event) => {
            event.preventDefault()
            if (name.trim() === '') return change.refuse('Name the kiosk, e.g. Front counter.')
            setUp.mutate()
          }}
        >
          <div className="field">
            <label htmlFor={`${ids}-name`}>Kiosk name</label>
            <input
              id={`${ids}-name`}
              className="text-input"
              value={name}
              maxLength={KIOSK_NAME_MAX}
              placeholder="Front counter"
              onChange={(event) => setName(event.target.value)}
            />
          </div>
          <Button type="submit" size="small" aria-busy={setUp.isPending} disabled={setUp.isPending}>
            Make this device a kiosk
          </Button>
        </form>
      </section>
      <section className="availability__section" aria-labelledby={`${ids}-list`}>
        <h2 id={`${ids}-list`}>Kiosks in use ({kiosks.length})</h2>
        {kiosks.length === 0 ? (
          <p>No kiosks yet.</p>
        ) : (
          <ul className="availability__items">
            {kiosks.map((kiosk) => (
              <li key={kiosk.id} className="availability__item">
                <span className="availability__name">
                  {kiosk.name}
                  <span className="availability__where">Set up {dateText(kiosk.created_at)}</span>
                </span>
                <Button
                  size="small"
                  variant="outline"
                  disabled={change.isPending}
                  aria-label={`Remove the kiosk ${kiosk.name}`}
                  onClick={() =>
                    change.run(
                      () => staffApi.removeKiosk(kiosk.id),
                      (answer) => answer.message,
                    )
                  }
                >
                  Remove
                </Button>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  )
}
