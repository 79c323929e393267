/**
 * Errors that say the database could not be reached, not that the request was wrong: a restart
 * or failover ended the connection, the server refuses new ones for a moment, or the network
 * dropped. None of them is the caller's fault, and none leaves a change half written: PostgreSQL
 * rolls back the transaction of a connection it lost.
 */
const LOST_SQLSTATES = new Set([
  '57P01', // admin_shutdown: terminated by an administrator, a restart or pg_terminate_backend
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: starting up or shutting down
  '53300', // too_many_connections, also a database closed to new connections
]);
const LOST_ERRNOS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
// node-postgres reports a dropped socket and a pool that could not connect in time by message only.
const LOST_MESSAGES = [
  'Connection terminated',
  'Client has encountered a connection error and is not queryable',
  'timeout exceeded when trying to connect',
];

function isLost(error: { code?: unknown; message?: unknown }): boolean {
  const code = typeof error.code === 'string' ? error.code : '';
  if (code.startsWith('08') || LOST_SQLSTATES.has(code) || LOST_ERRNOS.has(code)) return true;
  const message = typeof error.message === 'string' ? error.message : '';
  return LOST_MESSAGES.some((m) => message.startsWith(m));
}

/** Whether `error`, or anything it wraps (drizzle wraps driver errors), is a lost connection. */
export function isConnectionLost(error: unknown): boolean {
  const seen = new Set<unknown>();
  let current = error;
  while (current && typeof current === 'object' && !seen.has(current)) {
    seen.add(current);
    const candidate = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (isLost(candidate)) return true;
    if (current instanceof AggregateError && current.errors.some(isConnectionLost)) return true;
    current = candidate.cause;
  }
  return false;
}
