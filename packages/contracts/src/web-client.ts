/**
 * The storefront's own API client, which the hosting server hands to the storefront build for every
 * page request (React Router's load context): where server-side rendering reaches the API and the
 * web key its calls carry (`APP_NAME_HEADER`, `API_KEY_HEADER`).
 */
export type TWebClient = { origin: string; appName: string; apiKey: string }
