/** The front door of the kiosks module (ADR 050): what other modules, flows and the app may use. */
export { requireKiosk } from './kiosk-device.ts'
export { kioskRoutes } from './routes.ts'
