import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useBoard } from '../state/board-context.tsx';

/**
 * What every view does with its list: report the last synchronisation to the toolbar, and on a
 * failed load tell the frame, which says so until a load succeeds. The rows last loaded stay on
 * screen, marked as such: a failed load never looks like an empty day.
 */
export function useListReport<T>(
  result: UseQueryResult<{ data: { legs: T[]; last_sync: string | null } }>,
): { items: T[]; loading: boolean; failed: boolean } {
  const { setLastSync, setListFailure, setLoadedAt } = useBoard();
  const lastSync = result.data?.data.last_sync ?? null;
  useEffect(() => setLastSync(lastSync), [lastSync, setLastSync]);
  // The retry reads the latest result, so the failure need not change with every render.
  const latest = useRef(result);
  latest.current = result;
  const loadedAt = result.data ? result.dataUpdatedAt : null;
  useEffect(() => setLoadedAt(loadedAt), [loadedAt, setLoadedAt]);
  useEffect(() => {
    if (!result.isError) return;
    setListFailure({ loadedAt, retry: () => void latest.current.refetch() });
    return () => setListFailure(null);
  }, [result.isError, loadedAt, setListFailure]);
  return {
    items: result.data?.data.legs ?? [],
    loading: result.isPending,
    failed: result.isError,
  };
}
