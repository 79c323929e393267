import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../lib/api-error.ts';

const MAX_RETRIES = 2;

/** Only failures that may pass on their own are retried; a 4xx answer will not change. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  const transient = error instanceof ApiError && (error.status === 0 || error.status >= 500);
  return transient && failureCount < MAX_RETRIES;
}

/**
 * Answers stay in memory this long after their screen closed: what is in memory is what is kept
 * for reading offline (kept-queries.ts), a drawer's data included.
 */
const KEEP_UNUSED_MS = 6 * 60 * 60 * 1000;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: shouldRetry, gcTime: KEEP_UNUSED_MS } },
  });
}
