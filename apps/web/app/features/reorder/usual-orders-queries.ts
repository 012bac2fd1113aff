import type { TUsualOrders } from '@deli/contracts'
import { useMutation, useQuery } from '@tanstack/react-query'
import { getQueryClient } from '../../lib/query-client.ts'
import { memberKeys, useUser } from '../account/index.ts'
import { usualOrdersApi } from './usual-orders-api.ts'

/** The member's usual orders ('My usual'): fetched only for a signed-in member. */
export const useUsualOrders = () =>
  useQuery({ queryKey: memberKeys.usualOrders, queryFn: usualOrdersApi.list, enabled: useUser() !== null })

const keep = (usual: TUsualOrders) => getQueryClient().setQueryData(memberKeys.usualOrders, usual)

/** Keep, rename and remove: each answers the whole list, which replaces the cached one. */
export const useSaveUsualOrder = () =>
  useMutation({
    mutationFn: (body: { orderId: string; name: string }) => usualOrdersApi.save(body.orderId, body.name),
    onSuccess: keep,
  })
export const useRenameUsualOrder = () =>
  useMutation({
    mutationFn: (body: { id: number; name: string }) => usualOrdersApi.rename(body.id, body.name),
    onSuccess: keep,
  })
/**
 * Remove answers the list without it, kept aside (`keepUsualOrders`) until the confirmation has
 * closed: the item, and maybe its whole list, leaves the page only once focus can go elsewhere.
 */
export const useRemoveUsualOrder = () =>
  useMutation({ mutationFn: (id: number) => usualOrdersApi.remove(id) })
export const keepUsualOrders = keep
