import { index, layout, type RouteConfig, route } from '@react-router/dev/routes'

/** The route table of spec §2; routes of later issues (order, account) join here. */
export default [
  layout('routes/shell.tsx', [
    index('routes/home.tsx'),
    route('locations', 'routes/locations.tsx'),
    route('locations/:state/:city?/:address?', 'routes/locations-region.tsx'),
    route('menus', 'routes/menus.tsx'),
    route('catering', 'routes/catering.tsx'),
    route('menu', 'routes/menu-fallback.tsx'),
    route('menu/:mid', 'routes/menu.tsx', { id: 'menu-mid' }),
    route('menu/:mid/product/:pid?', 'routes/product.tsx', { id: 'menu-mid-product-pid' }),
    route('404', 'routes/not-found.tsx', { id: 'not-found' }),
    route('account', 'routes/account.tsx'),
    route('account/signin', 'routes/account-signin.tsx'),
    route('account/signup', 'routes/account-signup.tsx'),
    route('account/forgotpassword', 'routes/account-forgot-password.tsx'),
    route('account/forgotpasswordsuccess', 'routes/account-forgot-password-success.tsx'),
    route('account/resetpassword', 'routes/account-reset-password.tsx'),
    route('dev/mailbox', 'routes/dev-mailbox.tsx'),
    route('order', 'routes/order.tsx'),
    route('order/checkout', 'routes/order-checkout.tsx', { id: 'order-checkout' }),
    route('order/confirm/:oid?', 'routes/order-confirm.tsx', { id: 'order-confirm' }),
    route('account/*', 'routes/not-found.tsx', { id: 'account-catch-all' }),
    // Content pages (ADR 026): a story at this path, else the real 404.
    route('*', 'routes/content-page.tsx', { id: 'catch-all' }),
  ]),
  // Add-to-calendar file of a confirmed order (a resource route: text/calendar, no page).
  route('order/confirm/:oid/calendar.ics', 'routes/order-calendar.tsx'),
  // Store operations (ADR 017): staff sign-in and the kitchen's order board, without site chrome.
  route('staff', 'routes/staff.tsx'),
  route('staff/board/:storeId', 'routes/staff-board.tsx'),
  route('staff/availability/:storeId', 'routes/staff-availability.tsx'),
  route('staff/hours/:storeId', 'routes/staff-hours.tsx'),
  route('staff/kiosks/:storeId', 'routes/staff-kiosks.tsx'),
  route('staff/activity/:storeId', 'routes/staff-activity.tsx'),
  route('staff/orders/:storeId', 'routes/staff-orders.tsx'),
  route('staff/back-office/prices/:storeId', 'routes/staff-prices.tsx'),
  route('staff/team', 'routes/staff-team.tsx'),
  route('staff/reports', 'routes/staff-reports.tsx'),
  route('staff/back-office/promotions', 'routes/staff-back-office-promotions.tsx'),
  // The chain's back office (ADR 057): the catalogue and the audit trail.
  route('staff/back-office', 'routes/staff-back-office.tsx'),
  route('staff/back-office/audit', 'routes/staff-back-office-audit.tsx'),
  // Drafts, preview and publish (ADR 059).
  route('staff/back-office/drafts', 'routes/staff-back-office-drafts.tsx'),
  // The back office's stores and dayparts (ADR 060).
  route('staff/back-office/stores', 'routes/staff-stores.tsx'),
  route('staff/back-office/stores/new', 'routes/staff-store-new.tsx'),
  route('staff/back-office/stores/:storeId', 'routes/staff-store.tsx'),
  route('staff/invitation/:token', 'routes/staff-invitation.tsx'),
  // The mobile app's checkout web views: no site chrome.
  layout('routes/app-checkout-layout.tsx', [
    route('app/checkout', 'routes/app-checkout.tsx', { id: 'app-checkout' }),
    route('app/testcheckout', 'routes/app-checkout-test.tsx', { id: 'app-testcheckout' }),
  ]),
] satisfies RouteConfig
