/**
 * The staff feature's public face (ADR 017): staff sign-in, the kitchen's live order board and a
 * manager's Availability page (86 items, pause ASAP, lead time, closed days) and Hours page (weekly
 * hours per handoff, orders per time slot), a store's order lookup (ADR 071), the Team page and the invitation link's page (ADR 022).
 * Staff pages stand apart from the storefront (no site chrome); they share only the account form parts.
 */
export { AcceptInvitation, InvitationProblem } from './accept-invitation.tsx'
export { ActivityPanel } from './activity-panel.tsx'
export { AvailabilityPanel } from './availability-panel.tsx'
export { ChangeStatus } from './change-status.tsx'
export { KiosksPanel } from './kiosks-panel.tsx'
export { OrderBoard } from './order-board.tsx'
export { OrderLookup } from './order-lookup.tsx'
export { SchedulePanel } from './schedule-panel.tsx'
export { staffApi } from './staff-api.ts'
export { areasFor, StaffFrame, storePageTitle } from './staff-frame.tsx'
export { StaffPage } from './staff-page.tsx'
export { StaffSignInForm } from './staff-sign-in-form.tsx'
export { StoreFinder } from './store-finder.tsx'
export { StorePicker } from './store-picker.tsx'
export { useStoreSearch } from './store-search.ts'
export { TeamPanel } from './team-panel.tsx'
export { useStaffChange } from './use-staff-change.ts'
