import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ToastProvider } from '../components/ui/index.ts';
import { QueryFailureToasts } from './query-failure-toasts.tsx';

function Reader() {
  useQuery({
    queryKey: ['codes'],
    queryFn: () => Promise.reject(new Error('down')),
    meta: { failureToast: 'delays.codesError' },
  });
  return null;
}

describe('the failure toasts of queries', () => {
  it('give one toast for one failed load, however many screens read the query', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <ToastProvider>
          <QueryFailureToasts />
          <Reader />
          <Reader />
        </ToastProvider>
      </QueryClientProvider>,
    );
    await screen.findByText('Error al cargar los códigos de demora');
    await waitFor(() => expect(client.getQueryState(['codes'])?.status).toBe('error'));
    expect(screen.getAllByText('Error al cargar los códigos de demora')).toHaveLength(1);
  });
});
