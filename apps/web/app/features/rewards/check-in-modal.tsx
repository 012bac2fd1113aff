import { CHECK_IN_TEXTS, countdownText } from '@deli/domain'
import { useMutation } from '@tanstack/react-query'
import { useEffect } from 'react'
import { memberApi } from '../../lib/member-api.ts'
import { Button } from '../../ui/button.tsx'
import { ModalDialog } from '../../ui/modal-dialog.tsx'
import { QrCode } from '../../ui/qr-code.tsx'
import { useCountdown } from './use-countdown.ts'

/**
 * The in-store check-in popup (spec §2 site popups: QR code with countdown and points, code expired):
 * asks for a 5-minute code when it opens and shows it as a QR code and as text, the time left, and
 * the member's points; when the time runs out, 'Code expired' and a button for a new code. A modal
 * <dialog>: focus stays inside and goes back to the opener when it closes.
 */
export function CheckInModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const asking = useMutation({ mutationFn: () => memberApi.checkInCode() })
  const { mutate, reset } = asking
  useEffect(() => {
    if (open) mutate()
    else reset()
  }, [open, mutate, reset])
  const code = asking.data ?? null
  const msLeft = useCountdown(code?.expires ?? null)
  const isExpired = code !== null && msLeft === 0
  return (
    <ModalDialog open={open} onClose={onClose} title={CHECK_IN_TEXTS.title} maxWidth={380}>
      <div className="check-in">
        {asking.isPending && (
          <p className="muted" role="status">
            Getting your code…
          </p>
        )}
        {asking.isError && (
          <p className="field-error" role="alert">
            {asking.error.message}
          </p>
        )}
        {code && !isExpired && (
          <>
            <p>{CHECK_IN_TEXTS.instructions}</p>
            <QrCode
              value={code.code}
              width={200}
              margin={1}
              className="check-in__qr"
              alt={`QR code of your check-in code ${code.code}`}
              failedText="The QR code could not be drawn; read the code out instead."
            />
            <p className="check-in__code">
              <span className="visually-hidden">Check-in code </span>
              {code.code}
            </p>
            <p className="check-in__countdown" role="timer">
              Expires in <strong>{countdownText(msLeft)}</strong>
            </p>
          </>
        )}
        {isExpired && (
          <p className="check-in__expired" role="alert">
            {CHECK_IN_TEXTS.expired}
          </p>
        )}
        {code && (
          <p className="check-in__points">
            <strong>{code.points.toLocaleString('en-US')}</strong> points
          </p>
        )}
        {(isExpired || asking.isError) && (
          <Button onClick={() => mutate()} aria-busy={asking.isPending} disabled={asking.isPending}>
            {CHECK_IN_TEXTS.newCode}
          </Button>
        )}
      </div>
    </ModalDialog>
  )
}
