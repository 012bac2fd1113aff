/**
 * The kiosk channel's theme (ADR 030): its chrome (with the product overlay) and its
 * confirmation, imported with import() only on a store's kiosk, never in a guest's first JavaScript.
 */
export { KioskChrome } from './kiosk-chrome.tsx'
export { KioskConfirmation } from './kiosk-confirmation.tsx'
