import { isRouteErrorResponse, Outlet, useRouteError } from 'react-router'
import { CartSession } from '../features/cart/index.ts'
import { OrderTimeAlert, SelectTimeModal } from '../features/order-time/index.ts'
import { ErrorScreen } from '../features/site/index.ts'

/**
 * The in-app layout of /app/checkout and /app/testcheckout: no header, footer or bag (the mobile
 * app draws its own), only what checkout needs around it: the select-time modal (?selectTime=true),
 * the time-updated alert and the basket's timeout rules.
 */
export default function AppCheckoutLayout() {
  return (
    <div className="app-view">
      <Outlet />
      <SelectTimeModal />
      <OrderTimeAlert />
      <CartSession />
    </div>
  )
}

export function ErrorBoundary() {
  const error = useRouteError()
  return <ErrorScreen status={isRouteErrorResponse(error) ? error.status : 500} />
}
