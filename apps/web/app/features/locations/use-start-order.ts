import type { TLocation } from '@deli/contracts'
import { TEXTS } from '@deli/domain'
import { useState } from 'react'
import { useNavigate } from 'react-router'
import { toCurrentLocation, useOrderContext } from '../../lib/order-context.ts'

/**
 * Location selection (spec §4): an available store that is not 'Coming Soon' becomes the current
 * location and its menu opens; otherwise '{name} is currently unavailable, please check back later.'
 */
export function useStartOrder() {
  const navigate = useNavigate()
  const setLocation = useOrderContext((state) => state.setLocation)
  const [error, setError] = useState<{ storeId: number; message: string } | null>(null)
  const startOrder = (location: TLocation) => {
    if (!location.available || location['Coming Soon']) {
      setError({ storeId: location.id, message: TEXTS.locationUnavailable(location.name) })
      return
    }
    setError(null)
    setLocation(toCurrentLocation(location))
    navigate(`/menu/${location.menu_id}`)
  }
  return { startOrder, error }
}
