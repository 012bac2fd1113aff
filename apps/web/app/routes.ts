import { index, layout, type RouteConfig, route } from '@react-router/dev/routes'

/** The route table of spec §2; routes of later issues (order, account) join here. */
export default [
  layout('routes/shell.tsx', [
    index('routes/home.tsx'),
    route('locations', 'routes/locations.tsx'),
    route('locations/:state/:city?/:address?', 'routes/locations-region.tsx'),
    route('menus', 'routes/menus.tsx'),
    route('menu', 'routes/menu-fallback.tsx'),
    route('menu/:mid', 'routes/menu.tsx', { id: 'menu-mid' }),
    route('menu/:mid/product/:pid?', 'routes/product.tsx', { id: 'menu-mid-product-pid' }),
    route('404', 'routes/not-found.tsx', { id: 'not-found' }),
    route('account/*', 'routes/not-found.tsx', { id: 'account-catch-all' }),
    route('*', 'routes/not-found.tsx', { id: 'catch-all' }),
  ]),
] satisfies RouteConfig
