import { dateOfBirthError, MINIMUM_AGE, PASSWORD_COMMON_MESSAGE, passwordProblem } from '@deli/domain'
import { AppError, unprocessable } from '../../platform/errors.ts'
import { isCommonPassword } from '../../platform/passwords.ts'

/**
 * A new password: the domain's passwordProblem (length, not the account's email, not a repeated or
 * sequential run — what the form checks before sending), and not a commonly used password.
 * Else 422 PASSWORD_WEAK naming the field.
 */
export function assertPasswordAcceptable(password: string, email: string, field = 'password'): void {
  const problem =
    passwordProblem(password, email) ?? (isCommonPassword(password) ? PASSWORD_COMMON_MESSAGE : null)
  if (problem) throw unprocessable('PASSWORD_WEAK', problem, { [field]: problem })
}

/** A date of birth (spec §5): a real date of the last 100 years, at least 18 years ago; else 400 like the contract. */
export function assertAdultBirthday(birthday: string | null | undefined): void {
  if (!birthday) return
  // The domain's sentence: 'You must be at least 18 years old.' when age is the reason, else the spec's.
  const error = dateOfBirthError(birthday, { today: new Date(), minimumAge: MINIMUM_AGE })
  if (error)
    throw new AppError(400, 'VALIDATION_FAILED', `Please check the birthday: ${error}`, { birthday: error })
}
