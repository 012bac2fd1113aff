import { fileURLToPath } from 'node:url'

export { demoCatalog, demoProducts } from './catalog.ts'
export type { TDemoDeliveryZone, TDemoStoreOperations } from './operations.ts'
export { demoStoreOperations } from './operations.ts'
export { demoStores } from './stores.ts'
export { demoStoriesDir, readDemoStories } from './stories.ts'
export type { TDemoCategory, TDemoProduct, TDemoStore } from './types.ts'

/** Brand red of the chain, used by the logo and app icon. */
export const DEMO_BRAND_COLOR = '#C8102E'

/** Absolute path of the shipped images folder (product SVGs, logo.svg, icon.svg, placeholder.svg). */
export const demoImagesDir: string = fileURLToPath(new URL('../images/', import.meta.url))

/**
 * The most one product picture may weigh (ADR 045: each in its own scene, still small; the menu
 * lazy-loads them and the server compresses them).
 */
export const DEMO_IMAGE_MAX_BYTES = 14 * 1024
