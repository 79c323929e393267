import type { Airport, Station } from '@board/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, stubServer } from '../../../lib/test-utils.tsx';
import { StationsSection } from './stations-section.tsx';

const LIM: Station = { stn: 'LIM', name: 'Lima', country: 'PE', time_zone: 'America/Lima' };
const SCL: Station = { stn: 'SCL', name: 'Santiago', country: 'CL', time_zone: 'America/Santiago' };
const MAD: Station = { stn: 'MAD', name: 'Madrid', country: 'ES', time_zone: 'Europe/Madrid' };

const airport = (station: Station, flagged: boolean): Airport => ({
  code: station.stn,
  name: station.name,
  country: station.country,
  time_zone: station.time_zone,
  station: flagged,
});

/**
 * A server holding the flagged stations, changed by POST /v1/station/board as the real one is,
 * with the airports dataset reduced to the stations above.
 */
function stationServer(initial: Station[]) {
  let flagged = [...initial];
  const boardCalls: unknown[] = [];
  const list = () => ({ status: 200, body: { data: { data: flagged } } });
  const isStation = (code: string) => flagged.some((s) => s.stn === code);
  const send = stubServer({
    'v1/station/list-all': list,
    'v1/station/airports': () => ({
      status: 200,
      body: {
        data: {
          airports: [LIM, SCL, MAD].map((s) => airport(s, isStation(s.stn))),
        },
      },
    }),
    'v1/station/accounts': {
      status: 200,
      body: {
        data: {
          accounts: [
            { email: 'cta.scl@example.com', fullName: 'Camila Rojas', role: 'CTA', active: true },
            { email: 'ex.scl@example.com', fullName: 'Pedro Soto', role: 'GENERIC', active: false },
          ],
        },
      },
    },
    'v1/station/board': (body) => {
      boardCalls.push(body);
      const { stn, board } = body as { stn: string; board: boolean };
      const all = [LIM, SCL, MAD];
      flagged = board
        ? [...flagged, ...all.filter((s) => s.stn === stn)]
        : flagged.filter((s) => s.stn !== stn);
      return list();
    },
  });
  return { send, boardCalls };
}

const open = () => renderRoutes([{ path: '/admin', element: <StationsSection /> }], '/admin');
const rows = () =>
  within(screen.getByTestId('station-list'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('td')].slice(0, 4).map((cell) => cell.textContent));

describe('the stations section', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists the stations with code, name, country and zone', async () => {
    stationServer([LIM, SCL]);
    open();
    await screen.findByTestId('station-list');
    expect(rows()).toEqual([
      ['LIM', 'Lima', 'PE', 'America/Lima'],
      ['SCL', 'Santiago', 'CL', 'America/Santiago'],
    ]);
    expect(screen.getByRole('heading', { name: /Estaciones/ }).textContent).toBe('Estaciones2');
  });

  it('adds an airport found by searching, and the station list of the app follows', async () => {
    const { send, boardCalls } = stationServer([LIM, SCL]);
    const { queryClient } = open();
    await screen.findByTestId('station-list');
    fireEvent.change(screen.getByLabelText('Agregar una estación'), {
      target: { value: 'mad' },
    });
    const results = await screen.findByRole('list', { name: 'Aeropuertos encontrados' });
    const searched = send.mock.calls
      .map(([url]) => String(url))
      .find((u) => u.includes('airports'));
    expect(searched).toContain('search=mad');
    expect(within(results).getAllByText('Ya es estación')).toHaveLength(2);

    fireEvent.click(within(results).getByRole('button', { name: 'Agregar MAD' }));
    await screen.findByText('Estación MAD agregada');
    expect(boardCalls).toEqual([{ stn: 'MAD', board: true }]);
    await waitFor(() => expect(rows().map(([code]) => code)).toEqual(['LIM', 'SCL', 'MAD']));
    // The picker of the board reads this query: it holds the new station without a reload.
    const cached = queryClient.getQueryData<Station[]>(['stations', 'list-all']);
    expect(cached?.map((s) => s.stn)).toEqual(['LIM', 'SCL', 'MAD']);
    await waitFor(() => expect(within(results).getAllByText('Ya es estación')).toHaveLength(3));
    expect(within(results).queryByRole('button', { name: /Agregar/ })).toBeNull();
  });

  it('waits for two characters before searching', async () => {
    const { send } = stationServer([LIM]);
    open();
    await screen.findByTestId('station-list');
    fireEvent.change(screen.getByLabelText('Agregar una estación'), { target: { value: 'm' } });
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(send.mock.calls.some(([url]) => String(url).includes('airports'))).toBe(false);
  });

  it('removes a station only once the removal is confirmed', async () => {
    const { boardCalls } = stationServer([LIM, SCL]);
    open();
    await screen.findByTestId('station-list');

    fireEvent.click(screen.getByRole('button', { name: 'Quitar SCL' }));
    const dialog = screen.getByRole('alertdialog', { name: '¿Quitar la estación SCL?' });
    expect(dialog.textContent).toContain('dejará de mostrarse para todos los usuarios');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(boardCalls).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Quitar SCL' }));
    // The accounts that lose the board are named before the removal can be confirmed.
    const accounts = await screen.findByTestId('station-accounts');
    expect(screen.getByText(/Estas 2 cuentas tienen SCL como estación/)).toBeTruthy();
    expect([...accounts.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      'Camila Rojas · CTActa.scl@example.com',
      'Pedro Soto · Consulta · desactivadaex.scl@example.com',
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Quitar estación' }));
    await screen.findByText('Estación SCL quitada');
    expect(boardCalls).toEqual([{ stn: 'SCL', board: false }]);
    await waitFor(() => expect(rows()).toEqual([['LIM', 'Lima', 'PE', 'America/Lima']]));
  });

  it('says why a change was refused', async () => {
    stubServer({
      'v1/station/list-all': { status: 200, body: { data: { data: [LIM] } } },
      'v1/station/accounts': { status: 200, body: { data: { accounts: [] } } },
      'v1/station/board': {
        status: 403,
        body: { error: { code: 'FORBIDDEN', message: 'no' } },
      },
    });
    open();
    await screen.findByTestId('station-list');
    fireEvent.click(screen.getByRole('button', { name: 'Quitar LIM' }));
    await screen.findByText('Ninguna cuenta tiene LIM como estación.');
    fireEvent.click(screen.getByRole('button', { name: 'Quitar estación' }));
    await screen.findByText('No se pudo quitar la estación LIM');
    expect(screen.getByText('No tiene permiso para realizar esta acción')).toBeTruthy();
    expect(rows()).toEqual([['LIM', 'Lima', 'PE', 'America/Lima']]);
  });

  it('shows the server message of an unknown airport', async () => {
    stubServer({
      'v1/station/list-all': { status: 200, body: { data: { data: [LIM] } } },
      'v1/station/airports': {
        status: 200,
        body: { data: { airports: [airport(MAD, false)] } },
      },
      'v1/station/board': {
        status: 400,
        body: {
          error: {
            code: 'VALIDATION_FAILED',
            message: 'bad',
            fields: [
              {
                path: 'stn',
                key: 'validation.unknownAirport',
                params: { code: 'MAD' },
                message: 'x',
              },
            ],
          },
        },
      },
    });
    open();
    fireEvent.change(await screen.findByLabelText('Agregar una estación'), {
      target: { value: 'MAD' },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Agregar MAD' }));
    await screen.findByText('No se pudo agregar la estación MAD');
    expect(screen.getByText('El aeropuerto MAD no existe en la base de aeropuertos')).toBeTruthy();
  });
});
