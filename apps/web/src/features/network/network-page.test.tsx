import { dateOptions, networkFigures } from '@board/domain';
import { testLeg } from '@board/domain/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, stubServer } from '../../lib/test-utils.tsx';
import { session } from '../../session/session.ts';
import { NetworkPage } from './network-page.tsx';

const LIM = { stn: 'LIM', name: 'Lima', country: 'PE', time_zone: 'America/Lima' };

/** The network's server: today has flown nothing yet, yesterday one departure. */
function networkServer() {
  const [, , yesterday, today] = dateOptions(new Date(), 'America/Lima');
  const flown = testLeg({ depstn: 'LIM', arrstn: 'CUZ', atd: new Date().toISOString() });
  const asked: string[] = [];
  stubServer({
    'v1/station/list-all': { status: 200, body: { data: { data: [LIM] } } },
    'v1/network/summary': (body) => {
      const { day } = body as { day: string };
      asked.push(day);
      return {
        status: 200,
        body: { data: networkFigures(day, day === today?.date ? [] : [flown], new Set(['LIM'])) },
      };
    },
  });
  return { asked, yesterday: yesterday?.date ?? '', today: today?.date ?? '' };
}

describe('Red', () => {
  beforeEach(async () => {
    await session.start({
      access_token: 'at',
      refresh_token: 'rt',
      token_type: 'Bearer',
      expires_in: 900,
      content: {
        email: 'duty@example.com',
        full_name: 'Andrea Muñoz',
        role: 'DUTY',
        app_properties: [{ name: 'station', value: 'LIM' }],
      },
    });
  });
  afterEach(() => {
    session.clear();
    vi.unstubAllGlobals();
  });

  it('says that nothing has flown yet today instead of drawing empty charts, and offers Ayer', async () => {
    const server = networkServer();
    renderRoutes([{ path: '/network', element: <NetworkPage /> }], '/network');
    await screen.findByText('Hoy todavía no ha volado nada en la red.');
    expect(server.asked).toEqual([server.today]);
    expect(screen.queryByRole('img', { name: 'Puntualidad por estación' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Puntualidad por estación' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Ver Ayer' }));
    await waitFor(() => expect(server.asked).toContain(server.yesterday));
    await screen.findByRole('button', { name: /^Ayer/, pressed: true });
    await waitFor(() =>
      expect(screen.queryByText('Hoy todavía no ha volado nada en la red.')).toBeNull(),
    );
  });
});
