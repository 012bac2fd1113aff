/**
 * The HAProxy configuration of `npm run cluster` (ADR 054): one frontend on 127.0.0.1, round robin
 * over the app nodes, each checked on /api/v1/ready. Pure text, so the test can read it.
 */
export type THaproxyNode = { name: string; port: number }

export type THaproxyOptions = {
  /** Where the balancer listens (127.0.0.1). */
  port: number
  nodes: THaproxyNode[]
  /** The runtime API socket (`show stat`, `set server …`), owner-only. */
  statsSocket: string
}

/** Readiness: 200 once the node has its database and every migration; 503 while it drains. */
export const READY_PATH = '/api/v1/ready'

/**
 * How often each node is checked (ms) and how many answers in a row move it down or up. Tolerant
 * on purpose: on a busy machine a healthy node can be slow to answer, and a node marked down by a
 * slow check is a node fewer (all of them down is a 503 for everyone).
 */
export const CHECK = { interMs: 1000, fall: 3, rise: 2 }

export function haproxyConfig(options: THaproxyOptions): string {
  const servers = options.nodes.map(
    (node) =>
      `  server ${node.name} 127.0.0.1:${node.port} check inter ${CHECK.interMs} fall ${CHECK.fall} rise ${CHECK.rise}`,
  )
  return [
    'global',
    '  maxconn 4096',
    `  stats socket ${options.statsSocket} mode 600 level admin`,
    '',
    'defaults',
    '  mode http',
    '  timeout connect 2s',
    '  timeout client 60s',
    // Event streams send a comment every 20 s (platform/event-stream.ts): 60 s of silence is a dead node.
    '  timeout server 60s',
    '  timeout http-request 10s',
    '  timeout http-keep-alive 10s',
    '  timeout queue 10s',
    '  timeout check 3s',
    // A new server connection per request: a node that stops listening while it drains is never
    // sent a request on an idle connection it is about to close.
    '  option http-server-close',
    '  option forwardfor',
    // A failed attempt goes to another node (not the same one again).
    '  option redispatch 1',
    '  retries 3',
    // A connection that could not be made is retried for every method (nothing was sent). The rest
    // only for safe methods: see disable-l7-retry in the backend.
    '  retry-on conn-failure empty-response response-timeout 502 503 504',
    '',
    'frontend deli',
    `  bind 127.0.0.1:${options.port}`,
    '  default_backend nodes',
    '',
    'backend nodes',
    // Open event streams stay where they are: the next request goes to the node with fewest.
    '  balance leastconn',
    // A POST or PUT that reached a node is never replayed by the balancer: the client decides
    // (the checkout tracks its submission, spec §4).
    '  http-request disable-l7-retry unless { method GET HEAD OPTIONS }',
    `  option httpchk GET ${READY_PATH}`,
    '  http-check expect status 200',
    ...servers,
    '',
  ].join('\n')
}
