/**
 * The rewards feature's public face (ADR 024): the account page's Points & Offers section —
 * balance, progress to the next reward, the catalogue with 'Redeem' onto the current basket, offers,
 * history — and the in-store check-in popup (QR code, countdown, points). Built on account (the
 * member's rewards query) and cart (the basket a reward goes onto).
 */
export { RewardsSection } from './rewards-section.tsx'
export { WelcomePopup } from './welcome-popup.tsx'
