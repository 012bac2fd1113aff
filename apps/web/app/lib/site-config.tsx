import type { TSiteConfig } from '@deli/contracts'
import { useRouteLoaderData } from 'react-router'

export type TRootData = { site: TSiteConfig; api: { appName: string; apiKey: string } }

/** Site config (spec §3) as loaded once by the root route. */
export function useSiteConfig(): TSiteConfig {
  const data = useRouteLoaderData('root') as TRootData | undefined
  if (!data) throw new Error('useSiteConfig used outside the root route')
  return data.site
}
