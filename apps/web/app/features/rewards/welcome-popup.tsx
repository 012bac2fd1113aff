import { OFFER_TEXTS, POINTS_PER_DOLLAR } from '@deli/domain'
import { useEffect, useState } from 'react'
import { useSearchParams } from 'react-router'
import { useOrderContext } from '../../lib/order-context.ts'
import { usePanels } from '../../lib/panels.ts'
import { usePopups } from '../../lib/popups.ts'
import { useSiteConfig } from '../../lib/site-config.tsx'
import { Button, ButtonLink } from '../../ui/button.tsx'
import { ModalDialog } from '../../ui/modal-dialog.tsx'
import { useSessionReady, useUser } from '../account/index.ts'
import { useGroupPopups } from '../group-order/index.ts'

/**
 * The optional welcome popup (spec §2 site popups): a guest on the home page is offered the welcome
 * offer a new member gets (the domain's offer text, the one the bag and checkout apply), once per
 * person — any way of closing it is remembered in this browser (spec §3 store state "popups"). Never
 * for a member, before the session is known, over a side panel, for a person who came by an
 * invitation to a group order or is in one, nor over or after a group's notice (its end told).
 */
export function WelcomePopup() {
  const site = useSiteConfig()
  const user = useUser()
  const isSessionReady = useSessionReady()
  const [params] = useSearchParams()
  // Read once: the group-order link's parameter leaves the URL as soon as its panel opens.
  const [isInvited] = useState(() => params.has('groupOrderId'))
  const isPanelOpen = usePanels((state) => state.open !== null)
  const isInGroup = useOrderContext((state) => state.groupOrder !== null)
  const isGroupNotice = useGroupPopups((state) => state.popup !== null || state.hasToldEnd)
  const dismissed = usePopups((state) => state.dismissed.includes('welcome'))
  const dismiss = usePopups((state) => state.dismiss)
  const [hasHydrated, setHydrated] = useState(false)
  useEffect(() => {
    Promise.resolve(usePopups.persist.rehydrate()).then(() => setHydrated(true))
  }, [])
  const open =
    site.popups.welcome &&
    hasHydrated &&
    isSessionReady &&
    user === null &&
    !dismissed &&
    !isInvited &&
    !isInGroup &&
    !isGroupNotice &&
    !isPanelOpen
  const close = () => dismiss('welcome')
  return (
    <ModalDialog open={open} onClose={close} title={OFFER_TEXTS.welcome.title(site.name)} maxWidth={440}>
      <div className="welcome-popup">
        {/* Lazy: the dialog is closed at first paint, so its image is not fetched (nor preloaded) ahead of the page's. */}
        <img
          src="/images/products/chocolate-chunk-cookie.svg"
          alt=""
          width="160"
          height="120"
          loading="lazy"
        />
        <p className="welcome-popup__offer">{OFFER_TEXTS.welcome.description}</p>
        <p className="muted">
          Create your free account to get it on your next order, and earn {POINTS_PER_DOLLAR} points for every
          dollar you spend.
        </p>
        <div className="welcome-popup__actions">
          <ButtonLink to="/account/signup" onClick={close}>
            Sign Up
          </ButtonLink>
          <Button variant="link" onClick={close}>
            No Thanks
          </Button>
        </div>
      </div>
    </ModalDialog>
  )
}
