import { testLeg } from '@board/domain/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderDrawer } from '../../../lib/legs/render-drawer.tsx';
import { stubServer } from '../../../lib/test-utils.tsx';
import { ConnectionsDrawer } from './connections-drawer.tsx';

const leg = testLeg({
  flight_number: 'LA2045',
  registration: 'AZC',
  depstn: 'LIM',
  arrstn: 'CUZ',
  datop_local: '2026-11-22',
});

const open = () => renderDrawer(ConnectionsDrawer, { kind: 'connections', leg, readOnly: true });

const cells = (row: HTMLElement) =>
  [...row.querySelectorAll('th, td')].map((cell) => cell.textContent);

describe('the connections drawer', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists the connecting flights with their totals and says the figures are referential', async () => {
    const send = stubServer({
      'v1/connection/list': {
        status: 200,
        body: {
          data: [
            { flight_number: 'LA2100', datop_local: '2026-11-22', depstn: 'CUZ', pax: 12, bags: 9 },
            { flight_number: 'LA2310', datop_local: '2026-11-21', depstn: 'AQP', pax: 3, bags: 4 },
          ],
        },
      },
    });
    open();
    const table = await screen.findByRole('table', { name: 'Conexiones' });
    const [, first, second, totals] = within(table).getAllByRole('row');
    expect(cells(first as HTMLElement)).toEqual(['LA2100', '22-11', 'CUZ', '12', '9']);
    expect(cells(second as HTMLElement)).toEqual(['LA2310', '21-11', 'AQP', '3', '4']);
    expect(cells(totals as HTMLElement)).toEqual(['Total', '15', '13']);
    expect(screen.getByText('La información es referencial')).toBeTruthy();
    expect(String(send.mock.calls[0]?.[0])).toContain(
      'datop_local=2026-11-22&depstn=LIM&flight_number=LA2045',
    );
  });

  it('says so in a toast and in the drawer when the list cannot be read', async () => {
    stubServer({
      'v1/connection/list': { status: 500, body: { error: { code: 'INTERNAL' } } },
    });
    open();
    // One in the drawer, one in the toast.
    await waitFor(() =>
      expect(screen.getAllByText('Error al obtener la lista de conexiones')).toHaveLength(2),
    );
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says when no flight connects', async () => {
    stubServer({ 'v1/connection/list': { status: 200, body: { data: [] } } });
    open();
    expect(await screen.findByText('Sin conexiones para este vuelo')).toBeTruthy();
  });
});
