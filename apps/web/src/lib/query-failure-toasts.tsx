import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../components/ui/index.ts';

/**
 * One toast per failed load of a query that asks for one (`meta.failureToast`, a catalogue key),
 * however many screens read that query: the delay codes serve the Demoras screen and its drawer.
 */
export function QueryFailureToasts() {
  const queryClient = useQueryClient();
  const toast = useToast();
  const { t } = useTranslation();
  useEffect(
    () =>
      queryClient.getQueryCache().subscribe((event) => {
        if (event.type !== 'updated' || event.action.type !== 'error') return;
        const key = event.query.meta?.failureToast;
        if (typeof key === 'string') toast.show({ type: 'danger', title: t(key) });
      }),
    [queryClient, toast, t],
  );
  return null;
}
