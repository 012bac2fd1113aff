import { TEXTS } from '@deli/domain'
import { useCallback } from 'react'
import { useSearchParams } from 'react-router'
import { Button, ButtonLink } from '../../ui/button.tsx'
import { ModalDialog } from '../../ui/modal-dialog.tsx'
import { GroupTimeNotice, useGroupOrder } from '../group-order/index.ts'
import { useOrderTimeAlert } from './order-time-alert.tsx'
import { SELECT_TIME_PARAM } from './select-time-param.ts'
import { TimePicker } from './time-picker.tsx'
import { useLocationCart } from './use-location-cart.ts'
import { useTimePicker } from './use-time-picker.ts'

const MODAL_MAX_WIDTH = 500

/** A participant of a group order sees the group's time, set by the host (spec §4, §6): no picker. */
function SelectTimeBody({ onDone }: { onDone: () => void }) {
  const { role } = useGroupOrder()
  if (role === 'participant') {
    return (
      <>
        <GroupTimeNotice />
        <Button className="select-time__done" onClick={onDone}>
          {TEXTS.done}
        </Button>
      </>
    )
  }
  return <TimePickerBody onDone={onDone} />
}

function TimePickerBody({ onDone }: { onDone: () => void }) {
  const basket = useLocationCart()
  const picker = useTimePicker()
  if (!basket.cart) {
    return (
      <div className="select-time__empty">
        {basket.isLoading ? (
          <p role="status">Loading your order…</p>
        ) : (
          <>
            {basket.error && (
              <p className="field-error" role="alert">
                {basket.error}
              </p>
            )}
            <p>Choose a location to start your order, then pick a time.</p>
            <ButtonLink to="/locations" size="small" variant="outline">
              Find a location
            </ButtonLink>
          </>
        )}
        <Button className="select-time__done" onClick={onDone}>
          {TEXTS.done}
        </Button>
      </div>
    )
  }
  return (
    <>
      <TimePicker picker={picker} withApply={false} />
      <Button
        className="select-time__done"
        disabled={picker.isSaving}
        onClick={async () => {
          const result = await picker.apply()
          if (result === 'failed') return
          if (result === 'saved') useOrderTimeAlert.getState().show()
          onDone()
        }}
      >
        {TEXTS.done}
      </Button>
    </>
  )
}

/**
 * Select-time modal (spec §2): open while the URL has selectTime=true, on whatever path; 'Done',
 * Escape or the backdrop close it by removing the parameter (history replaced, other params kept).
 * 'Done' first saves a time the guest chose.
 */
export function SelectTimeModal() {
  const [params, setParams] = useSearchParams()
  const isOpen = params.get(SELECT_TIME_PARAM) === 'true'
  const close = useCallback(
    () =>
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous)
          next.delete(SELECT_TIME_PARAM)
          return next
        },
        { replace: true, preventScrollReset: true },
      ),
    [setParams],
  )
  return (
    <ModalDialog open={isOpen} onClose={close} title="Order Time" maxWidth={MODAL_MAX_WIDTH}>
      {isOpen && <SelectTimeBody onDone={close} />}
    </ModalDialog>
  )
}
