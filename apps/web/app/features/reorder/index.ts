/**
 * The reorder feature's public face: the one re-order (spec §4 Re-order: `useReorder` and what a
 * store no longer sells, `ReorderReport`) and a member's usual orders ('My usual': kept under a name,
 * ordered again in one tap, renamed, removed). The account page and the confirmation page import it;
 * the home page's member part is its `lazy.ts`, fetched with `import()` only for a signed-in member.
 */
export { ReorderReport } from './reorder-report.tsx'
export { SaveUsualOrder } from './save-usual-order.tsx'
export { type TReorderReport, useReorder } from './use-reorder.ts'
export { UsualOrdersSection } from './usual-orders-section.tsx'
