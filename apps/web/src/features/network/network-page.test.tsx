import { dateOptions, networkFigures } from '@board/domain';
import { testLeg } from '@board/domain/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, stubServer } from '../../lib/test-utils.tsx';
import { session } from '../../session/session.ts';
import { NetworkPage } from './network-page.tsx';

const LIM = { stn: 'LIM', name: 'Lima', country: 'PE', time_zone: 'America/Lima' };
/** The airport reference's zones, as the server passes them: Quito has no board. */
const ZONES = new Map([
  ['LIM', 'America/Lima'],
  ['UIO', 'America/Guayaquil'],
]);

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
        body: {
          data: networkFigures(day, day === today?.date ? [] : [flown], new Set(['LIM']), ZONES),
        },
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

  it('gives a late departure from an airport without a board in its own time, and says UTC where no zone is known', async () => {
    const [, , , today] = dateOptions(new Date(), 'America/Lima');
    const day = today?.date ?? '';
    const late = (depstn: string, std: string, atd: string) =>
      testLeg({ depstn, arrstn: 'LIM', datop_local: day, std, atd, control_taxi_pushback: atd });
    const legs = [
      // 08:00 in Quito (UTC-5), 40 minutes late.
      late('UIO', `${day}T13:00:00.000Z`, `${day}T13:40:00.000Z`),
      // An airport the reference does not hold: 20 minutes late.
      late('ZZZ', `${day}T15:00:00.000Z`, `${day}T15:20:00.000Z`),
    ];
    stubServer({
      'v1/station/list-all': { status: 200, body: { data: { data: [LIM] } } },
      'v1/network/summary': () => ({
        status: 200,
        body: { data: networkFigures(day, legs, new Set(['LIM']), ZONES) },
      }),
    });
    renderRoutes([{ path: '/network', element: <NetworkPage /> }], '/network');
    const worst = await screen.findByRole('region', { name: 'Los diez vuelos más demorados' });
    expect(within(worst).getByRole('columnheader', { name: 'STD (hora local)' })).toBeTruthy();
    const rows = within(worst).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('UIO–LIM08:00+40'),
      expect.stringContaining('ZZZ–LIM15:00 UTC+20'),
    ]);
  });
});
