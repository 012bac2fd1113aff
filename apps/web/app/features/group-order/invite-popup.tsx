import { COPY_TOOLTIP_MS, groupInviteUrl, TEXTS } from '@deli/domain'
import { useEffect, useId, useRef, useState } from 'react'
import { copyText } from '../../lib/copy-text.ts'
import { Button } from '../../ui/button.tsx'
import { ModalDialog } from '../../ui/modal-dialog.tsx'
import { InviteQrCode } from './invite-qr-code.tsx'

/** Spec §2 gives no width for the invite popup; it matches the select-time modal's. */
const INVITE_MAX_WIDTH = 420

/**
 * Invite popup (spec §2): the group's link (the site root with ?groupOrderId, spec §1) as a QR code
 * and as text with a copy button; 'Link copied to clipboard!' shows for 2 s (spec §9).
 */
export function InvitePopup(props: {
  open: boolean
  onClose: () => void
  groupOrderId: string
  hostfullname: string
}) {
  const [isCopied, setCopied] = useState(false)
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  const linkId = useId()
  const link = typeof window === 'undefined' ? '' : groupInviteUrl(window.location.origin, props.groupOrderId)
  useEffect(() => () => clearTimeout(timer.current), [])

  async function copy(button: HTMLElement) {
    const copied = await copyText(link, button.closest('dialog') ?? undefined)
    if (!copied) return
    setCopied(true)
    clearTimeout(timer.current)
    timer.current = setTimeout(() => setCopied(false), COPY_TOOLTIP_MS)
  }

  return (
    <ModalDialog
      open={props.open}
      onClose={props.onClose}
      title="Invite your group"
      maxWidth={INVITE_MAX_WIDTH}
    >
      <div className="invite">
        <p>Share this link or let your group scan the code to join {props.hostfullname}'s group order.</p>
        {props.open && <InviteQrCode link={link} />}
        <label className="invite__label" htmlFor={linkId}>
          Invite link
        </label>
        <div className="invite__link">
          <input
            id={linkId}
            className="text-input"
            readOnly
            value={link}
            onFocus={(event) => event.target.select()}
          />
          <span className="invite__copy">
            <Button size="small" onClick={(event) => void copy(event.currentTarget)}>
              Copy Link
            </Button>
            <span className={`tooltip${isCopied ? ' is-shown' : ''}`} role="status">
              {isCopied ? TEXTS.linkCopied : ''}
            </span>
          </span>
        </div>
      </div>
    </ModalDialog>
  )
}
