import { gulfAndPlainsStores } from './stores/gulf-plains.ts'
import { midSouthStores } from './stores/mid-south.ts'
import { midwestStores } from './stores/midwest.ts'
import { southeastStores } from './stores/southeast.ts'
import { northTexasStores } from './stores/texas-north.ts'
import { southTexasStores } from './stores/texas-south.ts'
import { westStores } from './stores/west.ts'
import type { TDemoStore } from './types.ts'

/**
 * The Red Door Deli stores, ids 1..N in region order; menu_id = 1000 + id.
 * Coordinates are the ZIP centroid jittered by at most 0.005° so stores sharing a ZIP differ.
 */
export const demoStores: TDemoStore[] = [
  ...northTexasStores,
  ...southTexasStores,
  ...southeastStores,
  ...midSouthStores,
  ...gulfAndPlainsStores,
  ...midwestStores,
  ...westStores,
]
