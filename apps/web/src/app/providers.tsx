import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { i18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ToastProvider } from '../components/ui/index.ts';
import { QueryFailureToasts } from '../lib/query-failure-toasts.tsx';

interface AppProvidersProps {
  i18n: i18n;
  queryClient: QueryClient;
  children: ReactNode;
}

export function AppProviders({ i18n, queryClient, children }: AppProvidersProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <ToastProvider>
          <QueryFailureToasts />
          {children}
        </ToastProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
