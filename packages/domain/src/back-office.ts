/**
 * The back office's rules (ADR 060), apart from the index: the storefront's shell chunk takes every
 * module the domain's index reaches (ADR 037), and guests never need these. The API and the
 * back-office pages import them from `@deli/domain/back-office`.
 */
export * from './dayparts.ts'
export * from './draft-rules.ts'
export * from './store-settings.ts'
