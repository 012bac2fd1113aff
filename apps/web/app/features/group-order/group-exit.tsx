import { TEXTS } from '@deli/domain'
import { useState } from 'react'
import { useNavigate } from 'react-router'
import { groupOrderApi } from '../../lib/group-order-api.ts'
import { usePanels } from '../../lib/panels.ts'
import { Button } from '../../ui/button.tsx'
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx'
import { forgetGroupOrder } from './use-group-order.ts'

/**
 * 'Cancel Group Order' (host) or 'Leave Group Order' (participant) with the spec's confirmation
 * (§8: 'Are you sure you wanna clear your group order?' / '...leave this group order?', 'This will
 * permanently delete all group order items from your cart.', 'Yes, cancel my order' / 'Go back').
 * Confirmed: the server call, then basket, location, menu and group order forgotten and home
 * (spec §4 Leave or cancel).
 */
export function GroupExit(props: { groupOrderId: string; isHost: boolean; className?: string }) {
  const [isOpen, setOpen] = useState(false)
  const navigate = useNavigate()
  return (
    <>
      <Button size="small" variant="outline" className={props.className} onClick={() => setOpen(true)}>
        {props.isHost ? TEXTS.cancelGroupOrder : TEXTS.leaveGroupOrder}
      </Button>
      <ConfirmDialog
        open={isOpen}
        title={props.isHost ? TEXTS.clearGroupOrderTitle : TEXTS.leaveGroupOrderTitle}
        body={TEXTS.groupOrderItemsDeleted}
        confirmLabel={TEXTS.confirmCancelOrder}
        dismissLabel={TEXTS.confirmGoBack}
        onConfirm={() =>
          props.isHost ? groupOrderApi.cancel(props.groupOrderId) : groupOrderApi.leave(props.groupOrderId)
        }
        onClose={() => setOpen(false)}
        onConfirmed={() => {
          forgetGroupOrder()
          usePanels.getState().closePanel()
          navigate('/')
        }}
      />
    </>
  )
}
