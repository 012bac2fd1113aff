/**
 * The content pages' rules (ADR 026), a face of their own (`@deli/domain/content`) rather than part of
 * the main index: the storefront's bundler keeps whatever the main index reaches in the chunk every
 * page loads, and only the content pages (and forms with captcha) need these.
 */
export * from './captcha.ts'
export * from './content-stories.ts'
