/**
 * The back office's promotions (ADR 061): the Promotions page a chain admin creates, edits and ends
 * promotions on (managers read it). Its own route chunk; nothing of it reaches guests' pages.
 */
export { PromotionsPanel } from './promotions-panel.tsx'
