import type {
  TAcceptInvitationBody,
  TBoard,
  TBoardTicket,
  TChangeStaffAccessBody,
  THandoffMode,
  THoldItemBody,
  TInviteStaffBody,
  TKiosk,
  TKioskSetupBody,
  TMenu,
  TOpeningPeriod,
  TRefundOrderBody,
  TSecondFactorConfirmBody,
  TSecondFactorEnrolled,
  TSecondFactorSetup,
  TSecondFactorSetupBody,
  TStaff,
  TStaffInvitation,
  TStaffLoginBody,
  TStaffTeam,
  TStoreActivity,
  TStoreAvailability,
  TStoreOrder,
  TStoreOrders,
  TStoreSchedule,
  TStoreTimingBody,
} from '@deli/contracts'
import type { TStaffStatus } from '@deli/domain'
import { apiCall, eventStreamUrl } from '../../lib/api-client.ts'

/** The staff calls of the API (module `operations`): sign-in, the board, moving orders, live events. */
export const staffApi = {
  login: (body: TStaffLoginBody) => apiCall<TStaff>('staff/login', { method: 'POST', body }),
  startSecondFactor: (body: TSecondFactorSetupBody) =>
    apiCall<TSecondFactorSetup>('staff/login/second-factor', { method: 'POST', body }),
  confirmSecondFactor: (body: TSecondFactorConfirmBody) =>
    apiCall<TSecondFactorEnrolled>('staff/login/second-factor/confirm', { method: 'POST', body }),
  logout: () => apiCall<{ message: string }>('staff/logout', { method: 'POST' }),
  board: (storeId: number) => apiCall<TBoard>(`staff/stores/${storeId}/board`),
  activity: (storeId: number, query: string) =>
    apiCall<TStoreActivity>(`staff/stores/${storeId}/activity?${query}`),
  orders: (storeId: number, query: string) =>
    apiCall<TStoreOrders>(`staff/stores/${storeId}/orders?${query}`),
  refundOrder: (orderId: string, body: TRefundOrderBody) =>
    apiCall<TStoreOrder>(`staff/orders/${orderId}/refund`, { method: 'POST', body }),
  move: (orderId: string, status: TStaffStatus) =>
    apiCall<TBoardTicket>(`staff/orders/${orderId}/status`, { method: 'PUT', body: { status } }),
  availability: (storeId: number) => apiCall<TStoreAvailability>(`staff/stores/${storeId}/availability`),
  menu: (menuId: number) => apiCall<TMenu>(`menus/${menuId}`),
  hold: (storeId: number, body: THoldItemBody) =>
    apiCall<TStoreAvailability>(`staff/stores/${storeId}/holds`, { method: 'PUT', body }),
  release: (storeId: number, kind: THoldItemBody['kind'], id: number) =>
    apiCall<TStoreAvailability>(`staff/stores/${storeId}/holds/${kind}/${id}`, { method: 'DELETE' }),
  timing: (storeId: number, body: TStoreTimingBody) =>
    apiCall<TStoreAvailability>(`staff/stores/${storeId}/timing`, { method: 'PUT', body }),
  closeDay: (storeId: number, day: string, message: string) =>
    apiCall<TStoreAvailability>(`staff/stores/${storeId}/closures/${day}`, {
      method: 'PUT',
      body: { message },
    }),
  reopenDay: (storeId: number, day: string) =>
    apiCall<TStoreAvailability>(`staff/stores/${storeId}/closures/${day}`, { method: 'DELETE' }),
  schedule: (storeId: number) => apiCall<TStoreSchedule>(`staff/stores/${storeId}/schedule`),
  setHours: (storeId: number, handoff: THandoffMode, periods: TOpeningPeriod[]) =>
    apiCall<TStoreSchedule>(`staff/stores/${storeId}/hours/${handoff}`, { method: 'PUT', body: { periods } }),
  setCapacity: (storeId: number, slotCapacity: number | null) =>
    apiCall<TStoreSchedule>(`staff/stores/${storeId}/capacity`, {
      method: 'PUT',
      body: { slot_capacity: slotCapacity },
    }),
  setStations: (storeId: number, stations: number | null) =>
    apiCall<TStoreSchedule>(`staff/stores/${storeId}/stations`, {
      method: 'PUT',
      body: { kitchen_stations: stations },
    }),
  team: () => apiCall<TStaffTeam>('staff/team'),
  invite: (body: TInviteStaffBody) =>
    apiCall<TStaffInvitation>('staff/invitations', { method: 'POST', body }),
  revokeInvitation: (id: string) =>
    apiCall<{ message: string }>(`staff/invitations/${id}`, { method: 'DELETE' }),
  removeAccount: (id: string) => apiCall<{ message: string }>(`staff/accounts/${id}`, { method: 'DELETE' }),
  changeAccess: (id: string, body: TChangeStaffAccessBody) =>
    apiCall<{ message: string }>(`staff/accounts/${id}`, { method: 'PATCH', body }),
  kiosks: (storeId: number) => apiCall<TKiosk[]>(`staff/stores/${storeId}/kiosks`),
  setUpKiosk: (storeId: number, body: TKioskSetupBody) =>
    apiCall<TKiosk>(`staff/stores/${storeId}/kiosks`, { method: 'POST', body }),
  removeKiosk: (id: string) => apiCall<{ message: string }>(`staff/kiosks/${id}`, { method: 'DELETE' }),
  acceptInvitation: (token: string, body: TAcceptInvitationBody) =>
    apiCall<TStaff>(`staff/invitations/${encodeURIComponent(token)}/accept`, { method: 'POST', body }),
}

/** The board's event stream URL (the public client key rides along: EventSource sends no headers). */
export const boardEventsUrl = (storeId: number) => eventStreamUrl(`staff/stores/${storeId}/events`)
