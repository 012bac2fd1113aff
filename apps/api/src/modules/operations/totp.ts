import { TOTP_DIGITS, TOTP_ISSUER, TOTP_PERIOD_SECONDS, TOTP_WINDOW } from '@deli/domain'
import { Secret, TOTP } from 'otpauth'

/** One account's authenticator (RFC 6238 through the kept `otpauth` library, ADR 044). */
const authenticator = (secret: string, email: string) =>
  new TOTP({
    issuer: TOTP_ISSUER,
    label: email,
    algorithm: 'SHA1',
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  })

/** A new authenticator secret: 160 random bits (RFC 4226's recommended size), base32. */
export const newTotpSecret = () => new Secret({ size: 20 }).base32

/** The otpauth:// URI an authenticator app reads from the QR code. */
export const totpUri = (secret: string, email: string) => authenticator(secret, email).toString()

/** Whether `code` is the secret's code now, or one step before or after (TOTP_WINDOW). */
export const isTotpCode = (secret: string, code: string) =>
  authenticator(secret, '').validate({ token: code, window: TOTP_WINDOW }) !== null
