import { redirect } from 'react-router'
import { CHECKOUT_PATH } from '../features/cart/index.ts'

/** /order, the order area of spec §2: its one page today is checkout. */
export function loader() {
  return redirect(CHECKOUT_PATH)
}
