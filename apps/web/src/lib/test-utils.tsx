import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { ToastProvider } from '../components/ui/index.ts';
import { QueryFailureToasts } from './query-failure-toasts.tsx';

/** Renders routes in memory with the providers of the app; no retries, so failures show at once. */
export function renderRoutes(
  routes: RouteObject[],
  path: string,
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } }),
) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <QueryFailureToasts />
        <RouterProvider router={router} />
      </ToastProvider>
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient };
}

type Answer = { status: number; body: unknown };

/**
 * Replaces the global fetch with answers by path ("auth/authenticate", "v1/station/list-all").
 * A path without an answer fails the test loudly rather than reaching a network.
 */
export function stubServer(answers: Record<string, Answer | ((body: unknown) => Answer)>) {
  const send = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(String(input), 'http://test').pathname.replace(/^\//, '');
    const answer = answers[path];
    if (!answer) throw new Error(`No stubbed answer for ${path}`);
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    const { status, body: payload } = typeof answer === 'function' ? answer(body) : answer;
    return new Response(JSON.stringify(payload), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', send);
  return send;
}
