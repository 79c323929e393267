import type { AdminUser, Station } from '@board/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, stubServer } from '../../../lib/test-utils.tsx';
import { UsersSection } from './users-section.tsx';

const LIM: Station = { stn: 'LIM', name: 'Lima', country: 'PE', time_zone: 'America/Lima' };

const account = (email: string, more: Partial<AdminUser> = {}): AdminUser => ({
  id: crypto.randomUUID(),
  email,
  fullName: email.split('@')[0] ?? email,
  role: 'CTA',
  station: 'LIM',
  active: true,
  invited: false,
  version: 3,
  createdAt: '2026-11-20T12:00:00.000Z',
  ...more,
});

const ANA = account('ana@airline.example', { fullName: 'Ana Quispe', role: 'DUTY' });
const LUIS = account('luis@airline.example', { fullName: 'Luis Soto', invited: true });
const OFF = account('off@airline.example', { fullName: 'Raúl Díaz', active: false });

/** The account calls as the server answers them, each body kept for the test to read. */
function accountServer(
  answers: Record<string, (body: unknown) => { status: number; body: unknown }> = {},
) {
  const bodies: Record<string, unknown[]> = {};
  const kept =
    (path: string, answer: (body: unknown) => { status: number; body: unknown }) =>
    (body: unknown) => {
      bodies[path] = [...(bodies[path] ?? []), body];
      return answer(body);
    };
  const ok = (body: unknown) => ({ status: 200, body: { data: { ...ANA, ...(body as object) } } });
  const send = stubServer({
    'v1/user/list': { status: 200, body: { data: { users: [ANA, LUIS, OFF] } } },
    'v1/station/list-all': { status: 200, body: { data: { data: [LIM] } } },
    'v1/user/create': kept('create', answers.create ?? ok),
    'v1/user/update': kept('update', answers.update ?? ok),
    'v1/user/deactivate': kept('deactivate', ok),
    'v1/user/invite': kept('invite', () => ({ status: 200, body: { message: 'ok' } })),
  });
  return { send, bodies };
}

const open = () => renderRoutes([{ path: '/admin', element: <UsersSection /> }], '/admin');
const rowOf = async (email: string) => {
  const row = (await screen.findByText(email)).closest('li');
  if (!row) throw new Error(`no row for ${email}`);
  return within(row);
};

describe('Usuarios', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists each account with its role, station and state; only the invited can be invited again', async () => {
    accountServer();
    open();
    const ana = await rowOf(ANA.email);
    expect(ana.getByText('Activo')).toBeTruthy();
    expect(ana.queryByRole('button', { name: 'Reenviar invitación' })).toBeNull();
    expect(ana.getByRole('button', { name: 'Desactivar' })).toBeTruthy();
    const luis = await rowOf(LUIS.email);
    expect(luis.getByText('Invitado')).toBeTruthy();
    expect(luis.getByRole('button', { name: 'Reenviar invitación' })).toBeTruthy();
    const off = await rowOf(OFF.email);
    expect(off.getByText('Desactivado')).toBeTruthy();
    expect(off.getByRole('button', { name: 'Reactivar' })).toBeTruthy();
  });

  it('asks the server for what the search names', async () => {
    const { send } = accountServer();
    open();
    await screen.findByText(ANA.email);
    fireEvent.change(screen.getByLabelText('Buscar por correo, nombre, estación o rol'), {
      target: { value: 'quispe' },
    });
    await waitFor(() =>
      expect(send.mock.calls.some(([url]) => String(url).includes('search=quispe'))).toBe(true),
    );
  });

  it('judges a new account with the shared contract before sending it', async () => {
    const { bodies } = accountServer();
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Agregar usuario' }));
    const form = within(await screen.findByRole('dialog', { name: 'Agregar usuario' }));
    fireEvent.input(form.getByLabelText('Correo electrónico'), {
      target: { value: 'not-an-email' },
    });
    fireEvent.click(form.getByRole('button', { name: 'Enviar invitación' }));
    await waitFor(() =>
      expect(form.getByLabelText('Correo electrónico').getAttribute('aria-invalid')).toBe('true'),
    );
    expect(bodies.create).toBeUndefined();

    fireEvent.input(form.getByLabelText('Correo electrónico'), {
      target: { value: 'eva@airline.example' },
    });
    fireEvent.input(form.getByLabelText('Nombre completo'), { target: { value: 'Eva Ríos' } });
    fireEvent.change(form.getByLabelText('Rol'), { target: { value: 'CTA' } });
    await waitFor(() => expect(form.getByRole('option', { name: 'LIM · Lima' })).toBeTruthy());
    fireEvent.change(form.getByLabelText(/^Estación/), { target: { value: 'LIM' } });
    fireEvent.click(form.getByRole('button', { name: 'Enviar invitación' }));
    await screen.findByText('Invitación enviada a eva@airline.example');
    expect(bodies.create).toEqual([
      { email: 'eva@airline.example', fullName: 'Eva Ríos', role: 'CTA', station: 'LIM' },
    ]);
  });

  it('shows the server refusing a taken e-mail under the field', async () => {
    accountServer({
      create: () => ({
        status: 400,
        body: {
          error: {
            code: 'VALIDATION_FAILED',
            message: 'invalid',
            fields: [{ path: 'email', key: 'validation.emailTaken', message: 'taken' }],
          },
        },
      }),
    });
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Agregar usuario' }));
    const form = within(await screen.findByRole('dialog', { name: 'Agregar usuario' }));
    fireEvent.input(form.getByLabelText('Correo electrónico'), { target: { value: ANA.email } });
    fireEvent.input(form.getByLabelText('Nombre completo'), { target: { value: 'Otra Ana' } });
    fireEvent.change(form.getByLabelText('Rol'), { target: { value: 'GENERIC' } });
    fireEvent.click(form.getByRole('button', { name: 'Enviar invitación' }));
    await waitFor(() =>
      expect(form.getByLabelText('Correo electrónico').getAttribute('aria-invalid')).toBe('true'),
    );
    expect(form.getAllByText('Ya existe una cuenta con este correo').length).toBeGreaterThan(0);
  });

  it('changes an account with the version it was read at, keeping its station while the stations load', async () => {
    const { bodies } = accountServer();
    open();
    fireEvent.click((await rowOf(ANA.email)).getByRole('button', { name: 'Editar' }));
    const form = within(await screen.findByRole('dialog', { name: 'Editar usuario' }));
    expect(form.getByLabelText('Correo electrónico').hasAttribute('disabled')).toBe(true);
    fireEvent.change(form.getByLabelText('Rol'), { target: { value: 'GENERIC' } });
    fireEvent.click(form.getByRole('button', { name: 'Guardar' }));
    await screen.findByText(`Usuario ${ANA.email} guardado`);
    expect(bodies.update).toEqual([
      { id: ANA.id, version: 3, fullName: 'Ana Quispe', role: 'GENERIC', station: 'LIM' },
    ]);
  });

  it('says a refusal of a field it does not edit above the fields, not under the disabled e-mail', async () => {
    accountServer({
      update: () => ({
        status: 400,
        body: {
          error: {
            code: 'VALIDATION_FAILED',
            message: 'invalid',
            fields: [{ path: 'email', key: 'validation.unknownField', message: 'not allowed' }],
          },
        },
      }),
    });
    open();
    fireEvent.click((await rowOf(ANA.email)).getByRole('button', { name: 'Editar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar usuario' });
    const form = within(dialog);
    fireEvent.click(form.getByRole('button', { name: 'Guardar' }));
    const alert = within(await form.findByRole('alert'));
    alert.getByText('No se pudo guardar el usuario');
    alert.getByText('Correo electrónico: Este campo no está permitido');
    expect(form.getByLabelText('Correo electrónico').getAttribute('aria-invalid')).toBeNull();
  });

  it('says an error of no field (a stale copy) above the fields', async () => {
    accountServer({
      update: () => ({
        status: 409,
        body: { error: { code: 'VERSION_CONFLICT', message: 'stale' } },
      }),
    });
    open();
    fireEvent.click((await rowOf(ANA.email)).getByRole('button', { name: 'Editar' }));
    const form = within(await screen.findByRole('dialog', { name: 'Editar usuario' }));
    fireEvent.click(form.getByRole('button', { name: 'Guardar' }));
    const alert = within(await form.findByRole('alert'));
    alert.getByText('No se pudo guardar el usuario');
    alert.getByText(/Otra persona modificó este usuario/);
  });

  it('deactivates only after the confirmation', async () => {
    const { bodies } = accountServer();
    open();
    fireEvent.click((await rowOf(ANA.email)).getByRole('button', { name: 'Desactivar' }));
    const confirm = within(
      await screen.findByRole('alertdialog', { name: `¿Desactivar ${ANA.email}?` }),
    );
    expect(bodies.deactivate).toBeUndefined();
    fireEvent.click(confirm.getByRole('button', { name: 'Desactivar' }));
    await screen.findByText(`${ANA.email} desactivado`);
    expect(bodies.deactivate).toEqual([{ id: ANA.id }]);
  });
});
