/**
 * The catering channel (spec §2 /catering): its landing page. Catering's order-time rule
 * (ordered ahead, never ASAP) lives in the domain (order-time.ts) and holds on every page.
 */
export { CateringLanding } from './catering-landing.tsx'
export { cateringMenuPath } from './catering-paths.ts'
