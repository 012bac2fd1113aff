import { INVITE_QR } from '@deli/domain'
import { QrCode } from '../../ui/qr-code.tsx'

/** The invite link as a QR code (spec §2, §9: width 200, margin 1, scale 3), drawn when the popup shows. */
export function InviteQrCode({ link }: { link: string }) {
  return (
    <QrCode
      value={link}
      {...INVITE_QR}
      className="invite-qr"
      alt="QR code of the invite link"
      failedText="The QR code could not be drawn; copy the link instead."
    />
  )
}
