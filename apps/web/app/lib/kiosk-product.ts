import type { TProduct } from '@deli/contracts'
import { create } from 'zustand'

type TKioskProduct = {
  opened: { product: TProduct; menuId: number } | null
  open: (product: TProduct, menuId: number) => void
  close: () => void
}

/**
 * The product a kiosk's guest opened over the menu (spec §2 'kiosk theme with a product overlay',
 * ADR 030): the menu page opens it here, and the kiosk's chrome (loaded only on a kiosk) shows it.
 */
export const useKioskProduct = create<TKioskProduct>()((set) => ({
  opened: null,
  open: (product, menuId) => set({ opened: { product, menuId } }),
  close: () => set({ opened: null }),
}))
