import type {
  TAccountStatus,
  TAvoidAllergens,
  TCart,
  TCheckInCode,
  TLoginBody,
  TMemberAddress,
  TOrder,
  TReorder,
  TResetPasswordBody,
  TRewards,
  TSaveAddressBody,
  TSignUpBody,
  TUpdateUserBody,
  TUser,
} from '@deli/contracts'
import { apiCall } from './api-client.ts'

export type TFavourite = { menu_id: number; store_id: number }
export type TNotice = { message: string }

/** Browser calls of the member API (spec §7 users/*, members/*, rewards, orders). */
export const memberApi = {
  accountStatus: () => apiCall<TAccountStatus>('users/account-status', { method: 'POST' }),
  signUp: (body: TSignUpBody) => apiCall<TNotice>('users', { method: 'POST', body }),
  confirmSignUp: (token: string) =>
    apiCall<TAccountStatus>('users/confirm', { method: 'POST', body: { token } }),
  login: (body: TLoginBody) => apiCall<TAccountStatus>('users/login', { method: 'POST', body }),
  logout: () => apiCall<unknown>('users/logout', { method: 'POST' }),
  resetPassword: (body: TResetPasswordBody) =>
    apiCall<TNotice>('users/reset-password', { method: 'POST', body }),
  updateUser: (body: TUpdateUserBody) => apiCall<TUser>('users', { method: 'PUT', body }),
  /** Spec §4 Session: renewal, with the member's id in the `verify` header. */
  renew: (userId: string) =>
    apiCall<TAccountStatus>('members/auth', { method: 'PUT', headers: { verify: userId } }),
  rewards: () => apiCall<TRewards>('rewards'),
  /** POST rewards/redeem: a reward onto the member's basket (answers the basket). */
  redeem: (cartId: string, rewardId: string) =>
    apiCall<TCart>('rewards/redeem', { method: 'POST', body: { cart_id: cartId, reward_id: rewardId } }),
  /** POST rewards/check-in/code: a 5-minute in-store check-in code and the points balance. */
  checkInCode: () => apiCall<TCheckInCode>('rewards/check-in/code', { method: 'POST' }),
  favourites: () => apiCall<{ favourites: TFavourite[] }>('members/favourites'),
  saveFavourite: (menuId: number) =>
    apiCall<{ favourites: TFavourite[] }>('members/favourites', {
      method: 'POST',
      body: { menu_id: menuId },
    }),
  deleteFavourite: (menuId: number) =>
    apiCall<{ favourites: TFavourite[] }>(`members/favourites/${menuId}`, { method: 'DELETE' }),
  /** The menu filter's allergens kept in the account (ADR 049). */
  avoidAllergens: () => apiCall<TAvoidAllergens>('members/me/avoid-allergens'),
  saveAvoidAllergens: (allergens: TAvoidAllergens['allergens']) =>
    apiCall<TAvoidAllergens>('members/me/avoid-allergens', { method: 'PUT', body: { allergens } }),
  addresses: () => apiCall<{ addresses: TMemberAddress[] }>('members/addresses'),
  saveAddress: (body: TSaveAddressBody) =>
    apiCall<{ addresses: TMemberAddress[] }>('members/addresses', { method: 'POST', body }),
  setDefaultAddress: (id: number) =>
    apiCall<{ addresses: TMemberAddress[] }>(`members/addresses/${id}/default`, { method: 'PUT' }),
  deleteAddress: (id: number) =>
    apiCall<{ addresses: TMemberAddress[] }>(`members/addresses/${id}`, { method: 'DELETE' }),
  orders: () => apiCall<{ orders: TOrder[] }>('members/orders'),
  reorder: (orderId: string) => apiCall<TReorder>('orders', { method: 'POST', body: { id: orderId } }),
}
