import { useQuery } from '@tanstack/react-query'
import { memberApi } from '../../lib/member-api.ts'
import { getQueryClient } from '../../lib/query-client.ts'
import { useUser } from './session-store.ts'

/** TanStack Query keys of the member's data; all start with 'member' so sign-out drops them at once. */
export const memberKeys = {
  all: ['member'] as const,
  rewards: ['member', 'rewards'] as const,
  orders: ['member', 'orders'] as const,
  favourites: ['member', 'favourites'] as const,
  addresses: ['member', 'addresses'] as const,
  usualOrders: ['member', 'usual-orders'] as const,
}

const fetchers = {
  rewards: memberApi.rewards,
  orders: memberApi.orders,
  favourites: memberApi.favourites,
  addresses: memberApi.addresses,
}

/** Spec §4 Session: for members, offers, rewards and order history are loaded with each refresh. */
export function loadMemberData() {
  const client = getQueryClient()
  void client.prefetchQuery({ queryKey: memberKeys.rewards, queryFn: fetchers.rewards })
  void client.prefetchQuery({ queryKey: memberKeys.orders, queryFn: fetchers.orders })
}

/** Forgets every member query (sign-out, lost session). */
export const dropMemberData = () => getQueryClient().removeQueries({ queryKey: memberKeys.all })

export const useRewards = () =>
  useQuery({ queryKey: memberKeys.rewards, queryFn: fetchers.rewards, enabled: useUser() !== null })
export const useOrderHistory = () =>
  useQuery({ queryKey: memberKeys.orders, queryFn: fetchers.orders, enabled: useUser() !== null })
export const useFavourites = () =>
  useQuery({ queryKey: memberKeys.favourites, queryFn: fetchers.favourites, enabled: useUser() !== null })
export const useSavedAddresses = () =>
  useQuery({ queryKey: memberKeys.addresses, queryFn: fetchers.addresses, enabled: useUser() !== null })
