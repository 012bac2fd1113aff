/**
 * The API's module order (ADR 050), lowest layer first. A module imports only modules of a lower
 * layer, and only through their front door (`<module>/index.ts`); `flows/` sits above every layer
 * and `platform/` below them all, importing no module. `apps/api/test/module-graph.test.ts` holds
 * the rule, and fails when a folder under `modules/` has no row here.
 */
export const MODULE_LAYERS = [
  {
    layer: 'foundations',
    modules: ['audit', 'availability', 'geo', 'notifications', 'payments', 'rate-limits', 'sessions', 'site'],
  },
  { layer: 'places and pages', modules: ['content', 'stores'] },
  { layer: 'members and menus', modules: ['members', 'menus'] },
  { layer: 'promotions', modules: ['promotions'] },
  { layer: 'staff', modules: ['operations'] },
  { layer: 'loyalty', modules: ['rewards'] },
  { layer: 'baskets', modules: ['carts'] },
  { layer: 'devices', modules: ['kiosks'] },
  { layer: 'orders', modules: ['orders'] },
  { layer: 'group orders', modules: ['group-orders'] },
  { layer: 'reports', modules: ['reports'] },
  { layer: 'housekeeping', modules: ['housekeeping'] },
] as const

/**
 * Imports that still run back up the order, each with its way out. The graph test lets exactly these
 * through (deep, so no front door closes a cycle) and fails once one is gone, so the list only shrinks.
 */
export const UPWARD_IMPORTS: readonly { file: string; imports: string; wayOut: string }[] = [
  {
    file: 'carts/cart-group.ts',
    imports: 'group-orders/repository.ts',
    wayOut:
      "a basket of a group reads the group and bumps its version (ADR 015): give carts a port group-orders fills, or make group baskets carts' own",
  },
  {
    file: 'carts/cart-group.ts',
    imports: 'group-orders/tables.ts',
    wayOut: 'the row types of the group and its participant, with the port above',
  },
]
