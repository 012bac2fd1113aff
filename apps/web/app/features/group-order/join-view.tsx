import { JOIN_NAME_MAX } from '@deli/contracts/constants'
import { checkJoinName, formatWantedTime, TEXTS } from '@deli/domain'
import { useMutation, useQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { useNavigate } from 'react-router'
import { ApiError } from '../../lib/api-client.ts'
import { groupOrderApi } from '../../lib/group-order-api.ts'
import { fetchLocationByMenu } from '../../lib/location-by-menu.ts'
import { toCurrentLocation, useOrderContext } from '../../lib/order-context.ts'
import { usePanels } from '../../lib/panels.ts'
import { Button } from '../../ui/button.tsx'
import { useUser } from '../account/index.ts'
import { groupSignInPath, START_GROUP_PARAM } from './group-start.ts'
import { groupOrderKey, storeGroupOrder } from './use-group-order.ts'

/**
 * Join view of the Group Order side panel (spec §2, §4): "You're invited to {host}'s group order",
 * 'Enter your name to join' with the join-name rule of spec §5, and 'Start Your Own Order'. Joining
 * (split: the person's own basket; host pays: the host's) looks the store up by menu id, keeps the
 * group with the entered name, closes the panel and opens /menu/{menuId}; a failed lookup says 'We
 * encountered an issue joining your group order, please try again.'
 */
export function JoinView(props: { groupOrderId: string; onStartOwn: () => void }) {
  const { groupOrderId } = props
  const navigate = useNavigate()
  const user = useUser()
  const nameId = useId()
  const errorId = useId()
  const [name, setName] = useState('')
  const [nameError, setNameError] = useState('')
  const preview = useQuery({
    queryKey: groupOrderKey(groupOrderId),
    queryFn: ({ signal }) => groupOrderApi.get(groupOrderId, signal),
  })
  const join = useMutation({
    mutationFn: async (joinName: string) => {
      const group = await groupOrderApi.join(groupOrderId, joinName)
      const basketId = group.paymenttype === 'split' ? group.basketid : group.cart.id
      let location: Awaited<ReturnType<typeof fetchLocationByMenu>>
      try {
        location = await fetchLocationByMenu(group.cart.menu_id)
      } catch {
        throw new Error(TEXTS.joinGroupOrderFailed)
      }
      const context = useOrderContext.getState()
      context.setCartId(basketId)
      context.setLocation(toCurrentLocation(location))
      storeGroupOrder(group, joinName)
      return group
    },
    onSuccess: (group) => {
      usePanels.getState().closePanel()
      navigate(`/menu/${group.cart.menu_id}`)
    },
  })

  const group = preview.data
  if (preview.isPending) return <p role="status">Loading the group order…</p>
  if (!group) {
    return (
      <p className="field-error" role="alert">
        {preview.error instanceof ApiError ? preview.error.message : TEXTS.joinGroupOrderFailed}
      </p>
    )
  }
  const closed =
    group.status === 'cancelled'
      ? TEXTS.groupOrderCancelled
      : group.status !== 'open'
        ? TEXTS.groupOrderSubmitted
        : group.isPastDeadline
          ? TEXTS.groupDeadlinePassed
          : null

  return (
    <div className="panel-stack group-join">
      <h3 className="group-join__title">{TEXTS.invitedTo(group.hostfullname)}</h3>
      <p className="group-join__store">
        {group.location.name} · {group.location.address}, {group.location.city}, {group.location.state}
      </p>
      <p className="muted">Deadline: {formatWantedTime(group.deadline)}</p>
      {closed ? (
        <p className="field-error" role="alert">
          {closed}
        </p>
      ) : (
        <form
          className="group-join__form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault()
            const check = checkJoinName(name)
            if (!check.isValid) return setNameError(check.error)
            setNameError('')
            join.mutate(check.name)
          }}
        >
          <div className="field">
            <label htmlFor={nameId}>{TEXTS.enterNameToJoin}</label>
            <input
              id={nameId}
              className="text-input"
              name="name"
              autoComplete="name"
              maxLength={JOIN_NAME_MAX}
              required
              value={name}
              aria-invalid={nameError ? true : undefined}
              aria-describedby={nameError ? errorId : undefined}
              onChange={(event) => setName(event.target.value)}
            />
            {nameError && (
              <p id={errorId} className="field-error">
                {nameError}
              </p>
            )}
          </div>
          {join.error && (
            <p className="field-error" role="alert">
              {join.error.message}
            </p>
          )}
          <Button type="submit" aria-busy={join.isPending}>
            Join Group Order
          </Button>
        </form>
      )}
      <Button
        variant="link"
        size="small"
        onClick={() => {
          // Spec §4: a guest choosing 'Start Your Own Order' goes to sign-in with the group notice.
          if (!user) {
            usePanels.getState().closePanel()
            navigate(groupSignInPath(`/?${START_GROUP_PARAM}=true`))
          } else props.onStartOwn()
        }}
      >
        {TEXTS.startYourOwnOrder}
      </Button>
    </div>
  )
}
