/**
 * The group order feature's public face (spec §1, §2, §4, §6; ADR 016). The side panel itself
 * (`group-order-panel.tsx`) is loaded lazily by the site's ordering panels. This feature imports no
 * other feature but account, so the bag, order control, locations and delivery can build on it.
 */
export { GroupBagSection } from './group-bag-section.tsx'
export { GroupExit } from './group-exit.tsx'
export { GroupOrderUrl } from './group-order-url.tsx'
export { GroupPopups } from './group-popups.tsx'
export { useGroupPopups } from './group-popups-store.ts'
export { createSetupGroupOrder, groupSignInPath, isSettingUpGroup, START_GROUP_PARAM } from './group-start.ts'
export { GroupTimeNotice, useGroupTimeText } from './group-time-notice.tsx'
export { HeaderGroupManager, MobileGroupCountdown } from './header-group-manager.tsx'
export { confirmLocationChange } from './leave-for-location.tsx'
export { forgetGroupOrder, refreshGroupOrder, storeGroupOrder, useGroupOrder } from './use-group-order.ts'
export { useGroupPoll } from './use-group-poll.ts'
export { useGroupRole } from './use-group-role.ts'
