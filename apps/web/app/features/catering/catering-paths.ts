import type { TCurrentLocation } from '../../lib/order-context.ts'

/** The catering channel's menu: the chosen location's catering menu, else the catering menu chooser. */
export function cateringMenuPath(location: Pick<TCurrentLocation, 'menu_id'> | null): string {
  return location ? `/menu/${location.menu_id}?type=catering` : '/menus?type=catering'
}
