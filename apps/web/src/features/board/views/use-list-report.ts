import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/ui/index.ts';
import { useBoard } from '../frame/board-context.tsx';

/**
 * What every view does with its list: report the last synchronisation to the toolbar, and on a
 * failure say so (section 8) and show an empty list rather than stale rows.
 */
export function useListReport<T>(
  result: UseQueryResult<{ data: { legs: T[]; last_sync: string | null } }>,
): { items: T[]; loading: boolean } {
  const { t } = useTranslation();
  const toast = useToast();
  const { setLastSync } = useBoard();
  const lastSync = result.data?.data.last_sync ?? null;
  useEffect(() => setLastSync(lastSync), [lastSync, setLastSync]);
  useEffect(() => {
    if (result.isError) toast.show({ type: 'danger', title: t('board.loadError') });
  }, [result.isError, toast, t]);
  return {
    items: result.isError ? [] : (result.data?.data.legs ?? []),
    loading: result.isPending,
  };
}
