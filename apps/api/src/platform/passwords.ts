import { randomBytes } from 'node:crypto'
import { type Algorithm, hash, verify } from '@node-rs/argon2'
import { dictionary } from '@zxcvbn-ts/language-common'

/**
 * argon2id with OWASP's first recommended setting (ARCHITECTURE.md § Quality bars): 19 MiB of memory, 2 passes, one
 * lane. The parameters live in every stored hash (`$argon2id$v=19$m=19456,t=2,p=1$…`), so raising
 * them later still verifies old hashes.
 */
const ARGON2ID = 2 as Algorithm
export const ARGON2_OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 }

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS)
}

/** A real hash of a random password, computed once: verifying against it costs what a real verify costs. */
let dummyHash: Promise<string> | undefined

/**
 * Checks a password against a stored hash. Without a stored hash (unknown email) it verifies against
 * a dummy hash anyway and answers false, so the time taken does not tell whether the account exists.
 */
export async function verifyPassword(storedHash: string | undefined, password: string): Promise<boolean> {
  if (storedHash === undefined) {
    dummyHash ??= hashPassword(randomBytes(16).toString('base64url'))
    await verify(await dummyHash, password)
    return false
  }
  return verify(storedHash, password)
}

/** The common-password list (about 49 000 passwords from breaches), loaded on first use, lower-case. */
let commonPasswords: Set<string> | undefined

/** Whether the password is in the common-password list (case-insensitive). */
export function isCommonPassword(password: string): boolean {
  commonPasswords ??= new Set(dictionary['passwords-common'].map((entry) => entry.toLowerCase()))
  return commonPasswords.has(password.toLowerCase())
}
