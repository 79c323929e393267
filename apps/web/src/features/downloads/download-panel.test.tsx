import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../../components/ui/index.ts';
import { type StationDay, StationDayContext } from '../../lib/station-day.tsx';
import type { BoardTab } from './download-calls.ts';
import { DownloadPanel } from './download-panel.tsx';

const board: StationDay = {
  station: 'LIM',
  timeZone: 'America/Lima',
  day: '2026-11-22',
  query: 'AZC',
};

function open(tab: BoardTab) {
  const onClose = vi.fn();
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <StationDayContext.Provider value={board}>
          <DownloadPanel tab={tab} onClose={onClose} />
        </StationDayContext.Provider>
      </ToastProvider>
    </QueryClientProvider>,
  );
  return onClose;
}

/** The server answers every download with `response`; the requests are kept. */
function stubDownloads(response: () => Response) {
  const requests: { path: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(String(input), 'http://test').pathname.replace(/^\//, '');
      requests.push({ path, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      return response();
    }),
  );
  return requests;
}

const radio = (name: string) => screen.getByRole('radio', { name }) as HTMLInputElement;
const start = () => fireEvent.click(screen.getByRole('button', { name: 'Descargar en excel' }));

describe('the download panel', () => {
  let saved: string[];
  beforeEach(() => {
    saved = [];
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:file');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('starts on the tab shown, Hitos counting as general', () => {
    open('milestones');
    expect(radio('Pestaña general').checked).toBe(true);
  });

  it('downloads the chosen list with the board filters, under the server name', async () => {
    const requests = stubDownloads(
      () =>
        new Response('PK', {
          status: 200,
          headers: {
            'content-disposition': 'attachment; filename="departures_LIM_2026-11-22.xlsx"',
          },
        }),
    );
    const onClose = open('arrivals');
    expect(radio('Llegadas').checked).toBe(true);
    fireEvent.click(radio('Salidas'));
    start();
    await waitFor(() => expect(saved).toEqual(['departures_LIM_2026-11-22.xlsx']));
    expect(requests).toEqual([
      {
        path: 'v1/leg/export-list',
        body: { station: 'LIM', day: '2026-11-22', query: 'AZC', type: 'departures' },
      },
    ]);
    expect(onClose).toHaveBeenCalled();
  });

  it.each([
    ['Remolques del día', 'v1/leg/export-trailers'],
    ['Demoras', 'v1/leg/export-delays'],
    ['Pernoctes', 'v1/leg/export-overnights'],
  ])('%s calls %s, and says when nothing was found', async (choice, path) => {
    const requests = stubDownloads(() => new Response(null, { status: 204 }));
    const onClose = open('general');
    fireEvent.click(radio(choice));
    start();
    await screen.findByText('No se encontraron registros');
    expect(requests[0]?.path).toBe(path);
    expect(saved).toEqual([]);
    expect(onClose).toHaveBeenCalled();
  });

  it('says when the download failed, and stays open', async () => {
    stubDownloads(
      () =>
        new Response(JSON.stringify({ error: { code: 'INTERNAL', message: 'x' } }), {
          status: 500,
        }),
    );
    const onClose = open('general');
    start();
    await screen.findByText('Error al descargar el archivo');
    expect(onClose).not.toHaveBeenCalled();
  });
});
