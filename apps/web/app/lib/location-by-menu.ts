import type { TLocation } from '@deli/contracts'
import { useQuery } from '@tanstack/react-query'
import { apiCall } from './api-client.ts'
import { getQueryClient } from './query-client.ts'

/** A store's services and hours change rarely: one lookup per menu for a few minutes. */
const LOCATION_STALE_MS = 5 * 60_000

/** The store-by-menu query key: the checkout's server render fills it too (ADR 039). */
export const locationByMenuKey = (menuId: number | null | undefined) => ['location-by-menu', menuId] as const
const fetchLocation = (menuId: number, signal?: AbortSignal) =>
  apiCall<TLocation>(`locations/${menuId}?byMenuId=true`, { signal })

/** GET locations/{menu_id}?byMenuId=true (spec §7), cached with TanStack Query. */
export function useLocationByMenu(menuId: number | null | undefined) {
  return useQuery({
    queryKey: locationByMenuKey(menuId),
    queryFn: ({ signal }) => fetchLocation(menuId as number, signal),
    enabled: typeof menuId === 'number',
    staleTime: LOCATION_STALE_MS,
  })
}

/** The same lookup outside React (event handlers), answered from the cache when fresh. */
export function fetchLocationByMenu(menuId: number): Promise<TLocation> {
  return getQueryClient().fetchQuery({
    queryKey: locationByMenuKey(menuId),
    queryFn: ({ signal }) => fetchLocation(menuId, signal),
    staleTime: LOCATION_STALE_MS,
  })
}
