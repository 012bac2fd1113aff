/**
 * The staff feature's public face (issue 14): staff sign-in and the kitchen's live order board. Staff
 * pages stand apart from the storefront (no site chrome); they share only the account form parts.
 */
export { OrderBoard } from './order-board.tsx'
export { staffApi } from './staff-api.ts'
export { StaffPage } from './staff-page.tsx'
export { StaffSignInForm } from './staff-sign-in-form.tsx'
