import { TEXTS } from '@deli/domain'
import { usePanels } from '../../lib/panels.ts'
import { Button } from '../../ui/button.tsx'
import { ModalDialog } from '../../ui/modal-dialog.tsx'
import { useGroupPopups } from './group-popups-store.ts'
import { GroupWatch } from './group-watch.tsx'
import { LocationChangeDialog } from './leave-for-location.tsx'

/** Spec §2 gives no width for these popups; they match the confirmation dialogs. */
const POPUP_MAX_WIDTH = 400

/**
 * The group order's popups (spec §4), one at a time, on the native modal dialog (focus trapped and
 * restored). 'Group order is closed' tells when and where, and offers 'Start Your Own Order' (the
 * order-control panel) and 'Close'. `GroupWatch` tells a group's end wherever the person is.
 */
export function GroupPopups() {
  const popup = useGroupPopups((state) => state.popup)
  const dismiss = useGroupPopups((state) => state.dismiss)
  const title = popup?.kind === 'completed' ? popup.title : TEXTS.headsUp
  return (
    <>
      <GroupWatch />
      <LocationChangeDialog />
      <ModalDialog open={popup !== null} onClose={dismiss} title={title} maxWidth={POPUP_MAX_WIDTH}>
        {popup && (
          <div className="group-popup">
            <p className="group-popup__message">
              {popup.kind === 'reminder'
                ? TEXTS.groupOrderReminder
                : popup.kind === 'added'
                  ? TEXTS.participantAdded(popup.host)
                  : popup.message}
            </p>
            {(popup.kind === 'completed' || popup.kind === 'ended') && popup.detail && (
              <p className="group-popup__detail">{popup.detail}</p>
            )}
            <div className="group-popup__actions">
              {popup.kind === 'completed' && (
                <Button
                  onClick={() => {
                    dismiss()
                    usePanels.getState().openPanel('order-control')
                  }}
                >
                  {TEXTS.startYourOwnOrder}
                </Button>
              )}
              <Button variant={popup.kind === 'completed' ? 'neutral' : 'primary'} onClick={dismiss}>
                {TEXTS.close}
              </Button>
            </div>
          </div>
        )}
      </ModalDialog>
    </>
  )
}
