import { useEffect } from 'react'
import { useNavigate } from 'react-router'
import { titleMeta } from '../lib/meta.ts'
import { useOrderContext } from '../lib/order-context.ts'
import { Spinner } from '../ui/loader.tsx'
import type { Route } from './+types/menu-fallback'

export const meta: Route.MetaFunction = ({ matches }) => titleMeta(matches, 'Menu')

/** /menu: the current location's menu, or the chooser when none is set (kept in this browser). */
export default function MenuFallback() {
  const navigate = useNavigate()
  useEffect(() => {
    const open = () => {
      const location = useOrderContext.getState().location
      navigate(location ? `/menu/${location.menu_id}` : '/menus', { replace: true })
    }
    if (useOrderContext.persist.hasHydrated()) open()
    else return useOrderContext.persist.onFinishHydration(open)
  }, [navigate])
  return (
    <main id="main" className="container page page--center">
      <Spinner label="Opening your menu" />
    </main>
  )
}
