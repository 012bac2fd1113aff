import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { MIGRATIONS_DIR } from './migrate.ts'
import { readJournal } from './migrate-to-level.ts'

/**
 * Expand–migrate–contract (ADR 056): during a rolling deploy the previous release's nodes run on
 * the new schema, so a migration may only add. What would break them — dropping or renaming a
 * table or column, changing a column's type, making a column NOT NULL, adding a NOT NULL column
 * without a default — is a contract step, allowed only in a migration listed in CONTRACT_STEPS with
 * the release whose expand it follows, and only in a later release than that one.
 */
export type TContractStep = {
  /** The migration's tag (its file name without .sql). */
  migration: string
  /** The release (package.json version) that shipped the expand step no code of this one needs. */
  follows: string
  /** What is contracted and why it is safe now. */
  why: string
}

/** None yet: every migration so far only expands. */
export const CONTRACT_STEPS: readonly TContractStep[] = []

const RULES: { name: string; pattern: RegExp }[] = [
  { name: 'drops a table', pattern: /\bdrop\s+table\b/i },
  { name: 'drops a column', pattern: /\balter\s+table\b[\s\S]*\bdrop\s+column\b/i },
  { name: 'renames a table or column', pattern: /\balter\s+table\b[\s\S]*\brename\b/i },
  { name: "changes a column's type", pattern: /\balter\s+column\b[\s\S]*\b(set\s+data\s+)?type\b/i },
  { name: 'makes a column NOT NULL', pattern: /\balter\s+column\b[\s\S]*\bset\s+not\s+null\b/i },
  { name: 'drops a type or a type value', pattern: /\bdrop\s+type\b|\balter\s+type\b[\s\S]*\brename\b/i },
]

/** `ADD COLUMN … NOT NULL` without `DEFAULT`: the previous release's inserts would fail. */
const addsRequiredColumn = (statement: string) =>
  /\badd\s+column\b/i.test(statement) &&
  /\bnot\s+null\b/i.test(statement) &&
  !/\bdefault\b/i.test(statement) &&
  !/\bgenerated\b/i.test(statement)

/** SQL without comments, split into statements (drizzle's breakpoints and semicolons). */
export function statementsOf(sql: string): string[] {
  return sql
    .replace(/--[^\n]*/g, '')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .split(/;|statement-breakpoint/)
    .map((statement) => statement.trim())
    .filter(Boolean)
}

/** What in one migration's SQL would break the previous release (empty: it only expands). */
export function breakingChanges(sql: string): string[] {
  const found: string[] = []
  for (const text of statementsOf(sql)) {
    const short = text.replace(/\s+/g, ' ').slice(0, 120)
    // Names and strings say nothing about what a statement does (a column may be called "type").
    const statement = text.replace(/"[^"]*"/g, '"_"').replace(/'[^']*'/g, "''")
    for (const rule of RULES) if (rule.pattern.test(statement)) found.push(`${rule.name}: ${short}`)
    if (addsRequiredColumn(statement)) found.push(`adds a NOT NULL column without a default: ${short}`)
  }
  return found
}

/** "2.10.1" > "2.9.0": release versions compared part by part. */
export function compareReleases(a: string, b: string): number {
  const left = a.split('.').map(Number)
  const right = b.split('.').map(Number)
  for (let index = 0; index < Math.max(left.length, right.length); index++) {
    const difference = (left[index] ?? 0) - (right[index] ?? 0)
    if (difference !== 0) return Math.sign(difference)
  }
  return 0
}

/**
 * Every migration of `dir` checked against the rule: the breaking changes of migrations that are
 * not listed contract steps, and listed steps that follow this release or a later one (an expand
 * and its contract in the same release would break the previous release's nodes).
 */
export function expandContractViolations(
  release: string,
  steps: readonly TContractStep[] = CONTRACT_STEPS,
  dir = MIGRATIONS_DIR,
): string[] {
  const violations: string[] = []
  const tags = readJournal(dir).map((entry) => entry.tag)
  for (const tag of tags) {
    const step = steps.find((candidate) => candidate.migration === tag)
    if (step) {
      if (compareReleases(step.follows, release) >= 0)
        violations.push(`${tag}: a contract step must ship after ${step.follows}, not in ${release}`)
      continue
    }
    for (const change of breakingChanges(readFileSync(join(dir, `${tag}.sql`), 'utf8')))
      violations.push(`${tag} ${change}`)
  }
  for (const step of steps)
    if (!tags.includes(step.migration))
      violations.push(`${step.migration}: listed as a contract step, not a migration`)
  return violations
}
