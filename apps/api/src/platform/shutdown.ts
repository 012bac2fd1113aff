import type { TConfig } from './config.ts'

/**
 * Whether this node is on its way out (ADR 053): from the stop signal on, `/ready` answers 503 so
 * a load balancer's health checks take it out of rotation while it still serves.
 */
export class Lifecycle {
  #isDraining = false

  get isDraining(): boolean {
    return this.#isDraining
  }

  beginDrain(): void {
    this.#isDraining = true
  }
}

/** Running jobs get half the shutdown's time to finish before pg-boss hands them back (ADR 053). */
export const jobsGraceMs = (config: TConfig): number => (config.SHUTDOWN_TIMEOUT_SECONDS * 1000) / 2

type TLog = {
  info: (detail: object, message: string) => void
  error: (detail: object, message: string) => void
}

export type TShutdownPlan = {
  lifecycle: Lifecycle
  /** How long `/ready` answers 503 while the node still serves everything. */
  drainMs: number
  /** Past it the process exits 1 whatever is still running. */
  timeoutMs: number
  /**
   * In order: the app (it stops listening, answers 503 to requests on kept-alive connections,
   * finishes those in flight, ends event streams, stops the job workers), then what it ran on.
   */
  steps: (() => Promise<void>)[]
  log: TLog
  exit: (code: number) => void
}

/**
 * The graceful shutdown of ADR 053 on SIGTERM and SIGINT (once; a second signal changes nothing):
 * drain, then each step in order, then exit 0; a step that fails or a shutdown past its time exits 1.
 */
export function stopOnSignals(plan: TShutdownPlan): void {
  let stopping = false
  const stop = async (signal: string) => {
    if (stopping) return
    stopping = true
    const force = setTimeout(() => {
      plan.log.error({ signal, timeoutMs: plan.timeoutMs }, 'shutdown took too long; exiting now')
      plan.exit(1)
    }, plan.timeoutMs)
    force.unref()
    plan.lifecycle.beginDrain()
    plan.log.info({ signal, drainMs: plan.drainMs }, 'shutting down: draining')
    try {
      if (plan.drainMs > 0) await new Promise((done) => setTimeout(done, plan.drainMs))
      for (const step of plan.steps) await step()
    } catch (error) {
      plan.log.error({ err: error }, 'shutdown failed')
      plan.exit(1)
      return
    }
    clearTimeout(force)
    plan.exit(0)
  }
  process.on('SIGTERM', () => void stop('SIGTERM'))
  process.on('SIGINT', () => void stop('SIGINT'))
}
