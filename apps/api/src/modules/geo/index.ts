/** The front door of the geo module (ADR 050): what other modules, flows and the app may use. */
export type { GeoProvider } from './geo-provider.ts'
export { GooglePlaces } from './google-places.ts'
export { OfflineGazetteer } from './offline-gazetteer.ts'
export { geoRoutes } from './routes.ts'
export { CITY_OF_ZIP_MILES, cityFitsZip, usPlaces } from './us-places.ts'
