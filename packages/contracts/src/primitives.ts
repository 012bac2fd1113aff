import { z } from 'zod'
import { PAGE_NUMBER_MAX } from './constants.ts'

/**
 * The shared building blocks every request schema is made of, so that a value the schemas accept
 * is a value PostgreSQL can store: ids fit an `integer` column, text holds no NUL and no lone UTF-16
 * surrogate (neither fits a `text` or `jsonb` value). Each refuses with a human 400, never a 500.
 */

/** The largest PostgreSQL `integer` (int4): every id column is one. */
export const INT4_MAX = 2_147_483_647

export const ID_MESSAGE = 'Use a whole number.'
export const CLEAN_TEXT_MESSAGE = 'Please remove the control or invalid characters.'

/** An id in a JSON body: a positive whole number that fits a PostgreSQL integer. */
export const ZIdSchema = z.number().int(ID_MESSAGE).positive(ID_MESSAGE).max(INT4_MAX, ID_MESSAGE)

/** An id in a path or query string: decimal digits of a positive integer id (no '0x10', '1e3', ''). */
export const ZIntIdSchema = z
  .string()
  .regex(/^\d{1,10}$/, ID_MESSAGE)
  .transform(Number)
  .pipe(ZIdSchema)

/** A whole number that fits a PostgreSQL integer, signed (quantities, months, years …). */
export const ZInt4Schema = z
  .number()
  .int(ID_MESSAGE)
  .min(-INT4_MAX - 1)
  .max(INT4_MAX)

/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/
const NUL = String.fromCharCode(0)

/**
 * True when the text can be stored and shown: no NUL (PostgreSQL text cannot hold it) and no lone
 * surrogate (not Unicode: jsonb refuses it, and it cannot be encoded as UTF-8).
 */
export const isCleanText = (value: string): boolean => !value.includes(NUL) && !LONE_SURROGATE.test(value)

/** Text a client sends: a string without NUL or lone surrogates; chain `.trim().min().max()` as usual. */
export const ZTextSchema = () => z.string().refine(isCleanText, CLEAN_TEXT_MESSAGE)

/** A page of a paged listing (`?page=n`): a whole number from 1 to PAGE_NUMBER_MAX. */
export const PAGE_NUMBER_MESSAGE = 'Use a page number.'
export const ZPageNumberSchema = z.coerce
  .number({ error: PAGE_NUMBER_MESSAGE })
  .int(PAGE_NUMBER_MESSAGE)
  .min(1, PAGE_NUMBER_MESSAGE)
  .max(PAGE_NUMBER_MAX, PAGE_NUMBER_MESSAGE)

/**
 * A reCAPTCHA v3 token (spec §7), sent by forms when site config says captcha is on: its own
 * action per form (the domain's CAPTCHA_ACTIONS); the API verifies it only then.
 */
export const ZCaptchaTokenSchema = z.string().max(4096).optional()
