import type { TKioskDevice, TKioskOrdering } from '@deli/contracts'
import { KIOSK_ORDERING_POLL_SECONDS } from '@deli/domain'
import { useQuery } from '@tanstack/react-query'
import { apiCall } from '../../lib/api-client.ts'

/**
 * Whether the kiosk's store takes its orders now (ADR 046), as the root loader found it and then read
 * again every KIOSK_ORDERING_POLL_SECONDS: a manager's pause or closed day, or closing time, reaches
 * a kiosk left on its menu, and reopening brings the menu back without anyone touching it. A failed
 * read keeps the last answer.
 */
export function useKioskOrdering(kiosk: TKioskDevice): TKioskOrdering {
  const poll = KIOSK_ORDERING_POLL_SECONDS * 1000
  const query = useQuery({
    queryKey: ['kiosk', kiosk.id],
    queryFn: () => apiCall<TKioskDevice>('kiosk'),
    initialData: kiosk,
    staleTime: poll,
    refetchInterval: poll,
  })
  return query.data.ordering
}
