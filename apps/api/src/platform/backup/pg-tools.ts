import { execFile } from 'node:child_process'
import { join } from 'node:path'
import { promisify } from 'node:util'

const run = promisify(execFile)

/**
 * PostgreSQL's own client tools (ADR 055): `pg_dump`/`pg_restore` from `PG_BIN_DIR`, else PATH.
 * pg_dump refuses a server newer than itself, so they are used only when their major version is at
 * least the server's; otherwise the app's logical snapshot is the backup.
 */
export type TPgTool = 'pg_dump' | 'pg_restore'

export const toolPath = (tool: TPgTool, binDir = process.env.PG_BIN_DIR) =>
  binDir ? join(binDir, tool) : tool

/** "pg_dump (PostgreSQL) 15.18 (Debian 15.18-0+deb12u1)" → 15; "server_version 18.4" → 18. */
export function majorOf(version: string): number | undefined {
  const match = /(\d+)(?:\.\d+)?/.exec(version.replace(/^\D+/, ''))
  return match ? Number(match[1]) : undefined
}

/** Whether a tool of `toolVersion` may dump (or restore into) a server of `serverVersion`. */
export function toolFits(toolVersion: string, serverVersion: string): boolean {
  const tool = majorOf(toolVersion)
  const server = majorOf(serverVersion)
  return tool !== undefined && server !== undefined && tool >= server
}

/** The tool's version line, or undefined when it is not installed. */
export async function toolVersion(tool: TPgTool): Promise<string | undefined> {
  try {
    return (await run(toolPath(tool), ['--version'])).stdout.trim()
  } catch {
    return undefined
  }
}

/** `pg_dump -Fc`: the whole database (pg-boss's jobs too) in the custom format, to `file`. */
export async function pgDump(url: string, file: string): Promise<void> {
  await run(toolPath('pg_dump'), ['--format=custom', '--no-owner', `--file=${file}`, `--dbname=${url}`])
}

/** `pg_restore` of a custom-format dump into a fresh database. */
export async function pgRestore(url: string, file: string): Promise<void> {
  await run(toolPath('pg_restore'), ['--no-owner', '--exit-on-error', `--dbname=${url}`, file])
}
