/**
 * CPU time a server spent, read from /proc (Linux): the node process itself and, separately, its
 * descendants (the embedded PostgreSQL and its backends). On a shared machine req/s moves with other
 * people's load; CPU milliseconds per request move far less, so the bench prints both (docs/archive/perf-diary.md).
 */
import { readdirSync, readFileSync } from 'node:fs'

const TICK_MS = 10 // USER_HZ is 100 on Linux

function statOf(pid: number): { ppid: number; ticks: number } | undefined {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8')
    // Fields after the command name (which may hold spaces): state ppid … utime(14) stime(15).
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ')
    return { ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) }
  } catch {
    return undefined
  }
}

/** CPU ms so far of `pid` and of all its living descendants. */
export function cpuOfTree(pid: number): { node: number; children: number } {
  const parents = new Map<number, number[]>()
  const ticks = new Map<number, number>()
  for (const entry of readdirSync('/proc')) {
    const child = Number(entry)
    if (!Number.isInteger(child)) continue
    const stat = statOf(child)
    if (!stat) continue
    ticks.set(child, stat.ticks)
    parents.set(stat.ppid, [...(parents.get(stat.ppid) ?? []), child])
  }
  let children = 0
  const queue = [...(parents.get(pid) ?? [])]
  while (queue.length > 0) {
    const next = queue.pop() as number
    children += ticks.get(next) ?? 0
    queue.push(...(parents.get(next) ?? []))
  }
  return { node: (ticks.get(pid) ?? 0) * TICK_MS, children: children * TICK_MS }
}
