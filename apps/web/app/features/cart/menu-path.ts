import type { TSuperCategory } from '@deli/contracts'

/** The menu to browse: the basket's (or current location's) menu in the chosen super category, else /locations. */
export function menuPath(menuId: number | null | undefined, superCategory: TSuperCategory): string {
  if (!menuId) return '/locations'
  return superCategory === 'catering' ? `/menu/${menuId}?type=catering` : `/menu/${menuId}`
}

/** Menu pages (/menus, /menu, /menu/{mid} and its product pages) need no 'Go To Menu' link. */
export const isMenuPage = (pathname: string) =>
  pathname === '/menus' || pathname === '/menu' || pathname.startsWith('/menu/')
