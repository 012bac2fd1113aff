import { INVITE_QR } from '@deli/domain'
import { useEffect, useState } from 'react'

/**
 * The invite link as a QR code (spec §2, §9: width 200, margin 1, scale 3), drawn by the `qrcode`
 * library, which is fetched only when the invite popup first shows (it stays out of the menu page's
 * first JavaScript).
 */
export function InviteQrCode({ link }: { link: string }) {
  const [source, setSource] = useState<string | null>(null)
  const [failed, setFailed] = useState(false)
  useEffect(() => {
    let isCurrent = true
    import('qrcode')
      .then((qrcode) => qrcode.toDataURL(link, { ...INVITE_QR, errorCorrectionLevel: 'M' }))
      .then((url) => isCurrent && setSource(url))
      .catch(() => isCurrent && setFailed(true))
    return () => {
      isCurrent = false
    }
  }, [link])
  if (failed) return <p className="muted">The QR code could not be drawn; copy the link instead.</p>
  return source ? (
    <img
      className="invite-qr"
      src={source}
      width={INVITE_QR.width}
      height={INVITE_QR.width}
      alt="QR code of the invite link"
    />
  ) : (
    <div className="invite-qr invite-qr--loading" role="status">
      Drawing the QR code…
    </div>
  )
}
