import type { TKioskDevice, TSiteConfig } from '@deli/contracts'
import { useRouteLoaderData } from 'react-router'

export type TRootData = {
  site: TSiteConfig
  api: { appName: string; apiKey: string }
  /** The store kiosk this device is (ADR 030), or null for every other browser. */
  kiosk: TKioskDevice | null
}

/** Site config (spec §3) as loaded once by the root route. */
export function useSiteConfig(): TSiteConfig {
  const data = useRouteLoaderData('root') as TRootData | undefined
  if (!data) throw new Error('useSiteConfig used outside the root route')
  return data.site
}

/** The store kiosk this device is (ADR 030), or null: the kiosk theme and its rules follow it. */
export function useKiosk(): TKioskDevice | null {
  const data = useRouteLoaderData('root') as TRootData | undefined
  return data?.kiosk ?? null
}
