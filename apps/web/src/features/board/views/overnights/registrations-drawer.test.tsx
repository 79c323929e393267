import type { AuthenticateResponse } from '@board/domain';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DrawerProviders } from '../../../../lib/legs/render-drawer.tsx';
import { stubServer } from '../../../../lib/test-utils.tsx';
import { session } from '../../../../session/session.ts';
import { RegistrationsDrawer } from './registrations-drawer.tsx';

const signedIn = (role: 'CTA' | 'GENERIC'): AuthenticateResponse => ({
  access_token: 'at',
  refresh_token: 'rt',
  token_type: 'Bearer',
  expires_in: 900,
  content: {
    email: 'cta.lim@example.com',
    full_name: 'María Quispe',
    role,
    app_properties: [{ name: 'station', value: 'LIM' }],
  },
});

function open() {
  const onClose = vi.fn();
  render(<RegistrationsDrawer open onClose={onClose} />, { wrapper: DrawerProviders });
  return onClose;
}

const box = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement;
const saved = [
  { code: 'AZC', checked: true },
  { code: 'DBF', checked: false },
];

describe('the registration filter', () => {
  beforeEach(() => session.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('shows the saved choice and saves a new one for the user', async () => {
    await session.start(signedIn('CTA'));
    const bodies: unknown[] = [];
    stubServer({
      'v1/registration': { status: 200, body: { data: { registrations: saved } } },
      'v1/registration/modified': (body) => {
        bodies.push(body);
        return { status: 200, body: { data: { registrations: saved } } };
      },
    });
    const onClose = open();
    await screen.findByRole('checkbox', { name: 'CC-AZC' });
    expect(box('CC-DBF').checked).toBe(false);
    expect(box('Todas las matrículas').indeterminate).toBe(true);
    fireEvent.click(box('Todas las matrículas'));
    expect(box('CC-DBF').checked).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await screen.findByText('Se guardaron los datos');
    expect(bodies[0]).toEqual({
      email: 'cta.lim@example.com',
      registrations: [
        { code: 'AZC', checked: true },
        { code: 'DBF', checked: true },
      ],
    });
    expect(onClose).toHaveBeenCalled();
  });

  it('falls back silently to the 28 defaults, and says when saving fails', async () => {
    await session.start(signedIn('CTA'));
    stubServer({
      'v1/registration': { status: 500, body: { error: { code: 'INTERNAL', message: 'x' } } },
      'v1/registration/modified': {
        status: 500,
        body: { error: { code: 'INTERNAL', message: 'x' } },
      },
    });
    open();
    await screen.findByRole('checkbox', { name: 'CC-DCB' });
    expect(screen.getAllByRole('checkbox')).toHaveLength(29);
    fireEvent.click(box('CC-AZC'));
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await screen.findByText('Error al guardar datos');
  });

  it('lets a reader see the choice without saving it', async () => {
    await session.start(signedIn('GENERIC'));
    stubServer({ 'v1/registration': { status: 200, body: { data: { registrations: saved } } } });
    open();
    await screen.findByRole('checkbox', { name: 'CC-AZC' });
    expect(box('CC-AZC').closest('fieldset')?.disabled).toBe(true);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Guardar' })).toBeNull());
  });
});
