import type { TMenu, TQuantities } from '@deli/contracts'
import { resolveQuantities } from '@deli/domain'
import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { apiCall } from '../../lib/api-client.ts'

/**
 * Each product's quantity rule from the basket's menu (spec §5: min, max, increments; defaults
 * 1, 99, 1 while the menu loads or for a product it does not list).
 */
export function useMenuQuantities(
  menuId: number | null,
  enabled: boolean,
): (productId: number) => TQuantities {
  const { data } = useQuery({
    queryKey: ['menu', menuId],
    queryFn: ({ signal }) => apiCall<TMenu>(`menus/${menuId}`, { signal }),
    enabled: enabled && menuId !== null,
    staleTime: 5 * 60_000,
  })
  return useMemo(() => {
    const rules = new Map<number, TQuantities>()
    for (const category of data?.categories ?? []) {
      for (const product of category.products) rules.set(product.product_id, product.quantities)
    }
    return (productId: number) => resolveQuantities(rules.get(productId))
  }, [data])
}
