import { type AdminUser, instantText } from '@board/domain';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readerZone } from '../../../lib/reader-zone.ts';
import { renderRoutes, stubServer } from '../../../lib/test-utils.tsx';
import { UsersSection } from './users-section.tsx';

const VIEWER: AdminUser = {
  id: 'v',
  email: 'consulta@airline.example',
  fullName: 'Carla Ríos',
  role: 'GENERIC',
  station: null,
  active: true,
  invited: false,
  version: 2,
  createdAt: '2026-11-20T12:00:00.000Z',
};
const CHANGED_AT = '2026-11-21T15:04:00.000Z';

describe('Administración writes roles and instants as the rest of the product', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('names GENERIC Consulta, as the header does, and dates its history day first', async () => {
    stubServer({
      'v1/user/list': { status: 200, body: { data: { users: [VIEWER] } } },
      'v1/station/list-all': { status: 200, body: { data: { data: [] } } },
      'v1/user/audit': {
        status: 200,
        body: {
          data: [
            {
              at: CHANGED_AT,
              actor: 'duty@airline.example',
              action: 'updated',
              before: { role: 'CTA' },
              after: { role: 'GENERIC' },
            },
          ],
        },
      },
    });
    renderRoutes([{ path: '/admin', element: <UsersSection /> }], '/admin');
    const row = (await screen.findByText(VIEWER.email)).closest('li');
    if (!row) throw new Error('no row');
    expect(within(row).getByText('Consulta')).toBeTruthy();
    expect(within(row).queryByText('GENERIC')).toBeNull();

    fireEvent.click(within(row).getByRole('button', { name: 'Historial' }));
    const drawer = await screen.findByRole('dialog');
    await within(drawer).findByText('Rol: CTA → Consulta');
    within(drawer).getByText(
      `${instantText(CHANGED_AT, readerZone(), 'dateTime')} · duty@airline.example`,
    );

    fireEvent.click(within(row).getByRole('button', { name: 'Editar' }));
    const options = [...(await screen.findByLabelText('Rol')).querySelectorAll('option')];
    expect(options.map((option) => option.textContent)).toContain('Consulta');
    expect(options.map((option) => option.textContent)).not.toContain('GENERIC');
  });
});
