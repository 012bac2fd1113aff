import type { TBoard, TBoardTicket, TStaff, TStaffLoginBody } from '@deli/contracts'
import type { TStaffStatus } from '@deli/domain'
import { apiCall, eventStreamUrl } from '../../lib/api-client.ts'

/** The staff calls of the API (module `operations`): sign-in, the board, moving orders, live events. */
export const staffApi = {
  login: (body: TStaffLoginBody) => apiCall<TStaff>('staff/login', { method: 'POST', body }),
  logout: () => apiCall<{ message: string }>('staff/logout', { method: 'POST' }),
  board: (storeId: number) => apiCall<TBoard>(`staff/stores/${storeId}/board`),
  move: (orderId: string, status: TStaffStatus) =>
    apiCall<TBoardTicket>(`staff/orders/${orderId}/status`, { method: 'PUT', body: { status } }),
}

/** The board's event stream URL (the public client key rides along: EventSource sends no headers). */
export const boardEventsUrl = (storeId: number) => eventStreamUrl(`staff/stores/${storeId}/events`)
