import type { QueryClient } from '@tanstack/react-query';
import type { i18n } from 'i18next';
import { type ReactNode, StrictMode } from 'react';
import { AppProviders } from './providers.tsx';

interface AppRootProps {
  i18n: i18n;
  queryClient: QueryClient;
  /** The router: the browser's in the page, a static one for the page rendered at build time. */
  children: ReactNode;
}

/**
 * Everything above the router, shared by the page and the sign-in page rendered at build time:
 * taking over that markup needs the very same tree.
 */
export function AppRoot({ i18n, queryClient, children }: AppRootProps) {
  return (
    <StrictMode>
      <AppProviders i18n={i18n} queryClient={queryClient}>
        {children}
      </AppProviders>
    </StrictMode>
  );
}
