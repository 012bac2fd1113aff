/**
 * `BENCH_BASELINE=<git ref>`: a second API-only node running the code of that commit on the same
 * database, measured in turns with the current build (ADR 034). On a machine shared with other
 * people's test runs, req/s moves several-fold between runs; before and after measured in one run,
 * scenario by scenario under the same load, are what docs/archive/perf-diary.md compares.
 */
import { execSync, spawn } from 'node:child_process'
import { mkdirSync, openSync, readdirSync, readlinkSync, symlinkSync } from 'node:fs'
import { join } from 'node:path'

/** The commit's files under `dir`, with the installed packages of `root` (its own workspace links). */
function checkOut(root: string, ref: string, dir: string) {
  mkdirSync(dir, { recursive: true })
  execSync(`git -C ${JSON.stringify(root)} archive ${ref} | tar -x -C ${JSON.stringify(dir)}`)
  const modules = join(dir, 'node_modules')
  mkdirSync(modules)
  for (const entry of readdirSync(join(root, 'node_modules'))) {
    if (entry !== '@deli') {
      symlinkSync(join(root, 'node_modules', entry), join(modules, entry))
      continue
    }
    // Workspace packages link relatively (../../packages/domain): the same links here reach the commit's.
    mkdirSync(join(modules, '@deli'))
    for (const name of readdirSync(join(root, 'node_modules/@deli')))
      symlinkSync(readlinkSync(join(root, 'node_modules/@deli', name)), join(modules, '@deli', name))
  }
}

export function startBaseline(options: {
  root: string
  ref: string
  dir: string
  databaseUrl: string
  port: number
  env: Record<string, string | undefined>
}) {
  const source = join(options.dir, 'baseline')
  checkOut(options.root, options.ref, source)
  const child = spawn(process.execPath, [join(source, 'apps/api/src/main.ts')], {
    env: {
      ...process.env,
      ...options.env,
      PORT: String(options.port),
      DATABASE_URL: options.databaseUrl,
      SEED_DEMO: 'false',
      WORKER: 'false',
      SERVE_WEB: 'false',
    },
    stdio: ['ignore', openSync(join(options.dir, 'baseline.log'), 'a'), 'inherit'],
  })
  return { child, origin: `http://127.0.0.1:${options.port}` }
}
