import type { TGroupPaymentType } from '@deli/contracts'
import { GROUP_PAYMENT_OPTIONS, TEXTS } from '@deli/domain'
import { useState } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { type TGroupOrderSetup, useOrderContext } from '../../lib/order-context.ts'
import { usePanels } from '../../lib/panels.ts'
import { Button } from '../../ui/button.tsx'
import { ChoiceCards } from '../../ui/choice-cards.tsx'
import { useUser } from '../account/index.ts'
import { GroupManager } from './group-manager.tsx'
import { groupSignInPath, START_GROUP_PARAM } from './group-start.ts'
import type { TGroupOrderView } from './use-group-order.ts'

type TOrderType = TGroupOrderSetup['handoff']
const ORDER_TYPES = [
  { value: 'pickup', label: TEXTS.pickup },
  { value: 'delivery', label: TEXTS.delivery },
] as const satisfies readonly { value: TOrderType; label: string }[]

/**
 * Host view of the Group Order side panel (spec §2, §4): 'Who is Paying?' and 'Order Type'. 'Start
 * Group Order' saves the options, then delivery opens the delivery panel and pickup goes to
 * /locations; a guest goes to sign-in with the spec's notice and comes back to this view. Split
 * payment first shows 'Continue', then the 'Heads Up!' notice and 'Yes, continue with split
 * payment'. Once the group order exists the selects are disabled and the manager shows.
 */
export function HostView({ view }: { view: TGroupOrderView }) {
  const { group } = view
  const user = useUser()
  const navigate = useNavigate()
  const { pathname } = useLocation()
  const setup = useOrderContext((state) => state.groupSetup)
  const [payment, setPayment] = useState<TGroupPaymentType>(setup?.payment_type ?? 'host')
  const [orderType, setOrderType] = useState<TOrderType>(setup?.handoff ?? 'pickup')
  const [isNoticeShown, setNoticeShown] = useState(false)
  const exists = group !== null

  function start() {
    if (!user) {
      usePanels.getState().closePanel()
      navigate(groupSignInPath(`${pathname}?${START_GROUP_PARAM}=true`))
      return
    }
    if (payment === 'split' && !isNoticeShown) return setNoticeShown(true)
    useOrderContext.getState().setGroupSetup({ payment_type: payment, handoff: orderType })
    if (orderType === 'delivery') usePanels.getState().openPanel('delivery')
    else {
      usePanels.getState().closePanel()
      navigate('/locations')
    }
  }

  return (
    <div className="panel-stack group-host">
      <ChoiceCards
        legend={TEXTS.whoIsPaying}
        legendClassName="panel-section__title"
        className="choice-cards--stacked"
        options={GROUP_PAYMENT_OPTIONS}
        value={group?.paymenttype ?? payment}
        onChange={(value) => {
          setPayment(value)
          setNoticeShown(false)
        }}
        disabled={exists}
      />
      <ChoiceCards
        legend={TEXTS.orderType}
        legendClassName="panel-section__title"
        className="choice-cards--stacked"
        options={ORDER_TYPES}
        value={
          group
            ? group.handoff === 'delivery' || group.handoff === 'dispatch'
              ? 'delivery'
              : 'pickup'
            : orderType
        }
        onChange={setOrderType}
        disabled={exists}
      />
      {exists ? (
        <GroupManager view={view} />
      ) : (
        <>
          <p className="muted">Share a link, and everyone adds their own items to one order.</p>
          {isNoticeShown && (
            <div className="group-notice" role="alert">
              <p className="group-notice__title">{TEXTS.headsUp}</p>
              <p>{TEXTS.splitPaymentNotice}</p>
            </div>
          )}
          <Button className="group-host__start" onClick={start}>
            {payment === 'split'
              ? isNoticeShown
                ? TEXTS.continueWithSplitPayment
                : TEXTS.continue
              : TEXTS.startGroupOrder}
          </Button>
        </>
      )}
    </div>
  )
}
