/** A failure to start the embedded PostgreSQL: what went wrong and what to do about it, for one clear message. */
export class EmbeddedPostgresError extends Error {
  readonly fix: string

  constructor(cause: string, fix: string) {
    super(cause)
    this.name = 'EmbeddedPostgresError'
    this.fix = fix
  }

  /** The one message a person reads when the server cannot start. */
  describe(): string {
    return `Cannot start the embedded PostgreSQL: ${this.message}\nFix: ${this.fix}`
  }
}
