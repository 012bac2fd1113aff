import type { TMenu, TSuperCategory } from '@deli/contracts'
import { PREVIEW_COOKIE } from '@deli/contracts/constants'
import { parseCookie } from 'cookie'
import { apiDataOrNull, type TServerArgs } from './api.server.ts'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/**
 * A chain admin's preview of a draft on this menu (ADR 059), or null. Only a request carrying the
 * preview cookie asks (guests never do: no API call for them, and the page cache keeps none of these,
 * ADR 028); the API answers only to the signed-in chain admin whose staff cookie goes along, so a
 * copied cookie alone shows nothing but the published menu.
 */
export function previewMenu(
  args: TServerArgs,
  menuId: string,
  type: TSuperCategory,
): Promise<TMenu | null> | null {
  const draftId = parseCookie(args.request.headers.get('cookie') ?? '')[PREVIEW_COOKIE]
  if (!draftId || !UUID.test(draftId)) return null
  return apiDataOrNull<TMenu>(`staff/back-office/drafts/${draftId}/menus/${menuId}?type=${type}`, args)
}
