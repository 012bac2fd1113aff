/**
 * The back office's public face (ADR 057, 058): its frame and navigation, the catalogue and the
 * audit trail. Reached from /staff; each section is a route chunk of its own, so the guest pages'
 * JavaScript is untouched.
 */
export { AuditPanel } from './audit-panel.tsx'
export { CataloguePanel } from './catalogue-panel.tsx'
export type { TProductSaving } from './product-form.tsx'
