import type { TKioskOrdering } from '@deli/contracts'
import { kioskClosedTexts } from '@deli/domain'
import { useEffect, useRef } from 'react'

/**
 * The kiosk's closed screen (ADR 046), in place of the menu while its store takes no orders now: why
 * (closed, or ASAP orders paused) and the manager's message or when it opens. The heading takes focus
 * when the screen appears, so a guest mid-order hears the change; the menu comes back by itself.
 */
export function KioskClosed({ ordering }: { ordering: TKioskOrdering }) {
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [])
  const { title, body } = kioskClosedTexts(ordering)
  return (
    <main id="main" className="page kiosk-confirmation kiosk-closed">
      <div className="container kiosk-confirmation__card">
        <h1 ref={heading} tabIndex={-1}>
          {title}
        </h1>
        {body.map((sentence, index) => (
          <p key={sentence} className={index === 0 ? 'kiosk-confirmation__next' : 'muted'}>
            {sentence}
          </p>
        ))}
      </div>
    </main>
  )
}
