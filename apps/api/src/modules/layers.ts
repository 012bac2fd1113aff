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
  { layer: 'member sign-in', modules: ['passkeys'] },
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
