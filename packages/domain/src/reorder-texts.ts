/**
 * What members read about ordering again and their usual orders ('My usual'). The spec has no words
 * for usual orders; these are ours. They are a catalogue of their own beside `TEXTS` (ADR 048) only so
 * that a guest's first JavaScript, which carries `TEXTS`, does not carry them: only the member's
 * code (features/reorder) imports this file.
 */
export const REORDER_TEXTS = {
  usualDefaultName: 'My usual',
  saveAsUsual: 'Save as My usual',
  usualOrdersTitle: 'Your usual orders',
  recentOrdersTitle: 'Recent orders',
  usualKept: (name: string) => `Kept as “${name}”. Order it again from the home page or your account.`,
  removeUsualTitle: 'Remove this usual order?',
  removeUsualBody: (name: string) =>
    `“${name}” leaves your usual orders. The order itself stays in your order history.`,
  usualRemoved: (name: string) => `Removed “${name}” from your usual orders.`,
  /** After a re-order (spec §4), what the store no longer sells. */
  reorderRemoved: (store: string, items: string) =>
    `Your bag is refilled. ${store} no longer sells: ${items}.`,
} as const
