import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../lib/api-error.ts';

const MAX_RETRIES = 2;

/** Only failures that may pass on their own are retried; a 4xx answer will not change. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  const transient = error instanceof ApiError && (error.status === 0 || error.status >= 500);
  return transient && failureCount < MAX_RETRIES;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: shouldRetry } } });
}
