/**
 * The storefront's feature layers, lowest first (ADR 014, ADR 051). A feature imports only features
 * of a lower layer, through their `index.ts` (`index.server.ts` for loaders, an `import()` of
 * `lazy.ts` for code split off the first JavaScript), so no two features import each other.
 * `lib/` and `ui/` sit below every layer and import no feature.
 *
 * This table is the only place the layers are written: `npm run lint:layers` writes the storefront's
 * `noRestrictedImports` overrides into `biome.json` and the table into ARCHITECTURE.md, and
 * `layers.test.ts` fails when a folder under `features/` has no row or either file is stale.
 * A new feature gets a row here (in the lowest layer above everything it imports), then
 * `npm run lint:layers`.
 */
export type TFeatureRow = {
  /** The folder under `apps/web/app/features/`. */
  feature: string
  /** What it owns, in a few words (shown in ARCHITECTURE.md). */
  owns: string
}

export const FEATURE_LAYERS: readonly (readonly TFeatureRow[])[] = [
  [
    { feature: 'account', owns: "the session, member data and the account forms' rules" },
    { feature: 'menu', owns: "the menu page's parts and the home page's featured row" },
    { feature: 'reports', owns: 'the operator reports: sales, items, charts and CSV (ADR 064)' },
  ],
  [
    { feature: 'group-order', owns: 'the group, its roles and panels: everything that orders builds on it' },
    { feature: 'account-forms', owns: 'the account forms, kept out of the first JavaScript' },
    {
      feature: 'passkeys',
      owns: "the account page's passkeys and the sign-in page's passkey button (ADR 067)",
    },
  ],
  [{ feature: 'cart', owns: 'the bag' }],
  [
    { feature: 'order-time', owns: 'choosing when the order is ready (the select-time modal)' },
    { feature: 'product', owns: "the product page's form and facts" },
    { feature: 'rewards', owns: "the account's Points & Offers and the check-in popup" },
  ],
  [{ feature: 'order-control', owns: "the order's place and handoff (panel and header selector)" }],
  [
    { feature: 'locations', owns: 'finding a store and the location pages' },
    { feature: 'checkout', owns: 'checkout and submission' },
    { feature: 'reorder', owns: "ordering again and a member's usual orders ('My usual')" },
  ],
  [
    { feature: 'delivery', owns: 'ordering for delivery: the address and the delivery panel' },
    { feature: 'order-confirm', owns: 'the confirmation page' },
  ],
  [
    { feature: 'site', owns: 'the chrome: header, footer, mobile menu, loaders, the lazily loaded panels' },
    { feature: 'account-page', owns: 'the /account page' },
    {
      feature: 'staff',
      owns: "the staff pages' frame and navigation, the order board and a store's pages (ADR 017)",
    },
    { feature: 'dev-mailbox', owns: 'the dev mailbox page' },
    { feature: 'content', owns: 'content pages from stories and their generic forms (ADR 026)' },
  ],
  [
    { feature: 'catering', owns: "the /catering landing, built on content's forms" },
    {
      feature: 'kiosk',
      owns: "a store kiosk's chrome, product overlay and confirmation (ADR 030; only a `lazy.ts`)",
    },
    { feature: 'back-office', owns: "the back office's catalogue and audit trail (ADR 057, 058)" },
    { feature: 'promotion-admin', owns: "the back office's promotions (ADR 061)" },
    { feature: 'store-admin', owns: "the back office's stores and dayparts (ADR 060)" },
    { feature: 'price-admin', owns: "the back office's prices and prices spreadsheet (ADR 062, 063)" },
  ],
  [{ feature: 'drafts', owns: "the back office's drafts: preview and publish (ADR 059)" }],
]
