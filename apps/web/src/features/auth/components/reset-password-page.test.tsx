import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, stubServer } from '../../../lib/test-utils.tsx';
import { ResetPasswordPage } from './reset-password-page.tsx';

function renderReset(search: string) {
  return renderRoutes(
    [
      { path: '/reset-password', Component: ResetPasswordPage },
      { path: '/login', element: <p>login</p> },
    ],
    `/reset-password${search}`,
  );
}

const refused = {
  status: 400,
  body: { error: { code: 'TOKEN_INVALID', message: 'Invalid token' } },
};

describe('reset password page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('refuses a missing token without asking the server', async () => {
    const server = stubServer({});
    renderReset('');
    expect((await screen.findByRole('alert')).textContent).toMatch(/inválido o ha expirado/);
    expect(server).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Volver al inicio de sesión' }));
    await screen.findByText('login');
  });

  it('shows the danger message for a token the server refuses', async () => {
    stubServer({ 'auth/validate-token': refused });
    renderReset('?token=forged');
    expect((await screen.findByRole('alert')).textContent).toMatch(/inválido o ha expirado/);
  });

  it('checks the token, then the confirmation, then replaces the password', async () => {
    const server = stubServer({
      'auth/validate-token': { status: 200, body: { valid: true } },
      'auth/replace-password': { status: 200, body: { message: 'ok' } },
    });
    renderReset('?token=good-token');
    expect(screen.getByRole('status').textContent).toContain('Verificando el enlace');
    const newPassword = await screen.findByLabelText('Nueva contraseña');
    const confirm = screen.getByLabelText('Confirmar contraseña');
    fireEvent.input(newPassword, { target: { value: 'nueva-clave-1' } });
    fireEvent.input(confirm, { target: { value: 'otra-cosa' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));
    await screen.findByText('Las contraseñas no coinciden');

    fireEvent.input(confirm, { target: { value: 'nueva-clave-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));
    await screen.findByText('Tu contraseña ha sido actualizada');
    const sent = server.mock.calls.find(([url]) => String(url).endsWith('replace-password'));
    expect(JSON.parse(String(sent?.[1]?.body))).toEqual({
      token: 'good-token',
      password: 'nueva-clave-1',
    });
    expect(screen.getByRole('button', { name: 'Volver al inicio de sesión' })).toBeTruthy();
  });

  it('asks for 8 characters before sending anything', async () => {
    const server = stubServer({ 'auth/validate-token': { status: 200, body: { valid: true } } });
    renderReset('?token=good-token');
    expect(await screen.findByText(/al menos 8 caracteres/)).toBeTruthy();
    fireEvent.input(screen.getByLabelText('Nueva contraseña'), { target: { value: 'clave12' } });
    fireEvent.input(screen.getByLabelText('Confirmar contraseña'), {
      target: { value: 'clave12' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));
    expect(await screen.findAllByText('Debe contener al menos 8 caracteres')).toHaveLength(2);
    expect(server.mock.calls.some(([url]) => String(url).endsWith('replace-password'))).toBe(false);
  });

  it('shows why the server refused the password under its field, not the unknown error', async () => {
    stubServer({
      'auth/validate-token': { status: 200, body: { valid: true } },
      'auth/replace-password': {
        status: 400,
        body: {
          error: {
            code: 'VALIDATION_FAILED',
            message: 'Revise los datos ingresados',
            fields: [
              {
                path: 'password',
                key: 'validation.passwordCommon',
                message: 'Esta contraseña es demasiado común. Elija otra.',
              },
            ],
          },
        },
      },
    });
    renderReset('?token=good-token');
    for (const label of ['Nueva contraseña', 'Confirmar contraseña']) {
      fireEvent.input(await screen.findByLabelText(label), { target: { value: 'password' } });
    }
    fireEvent.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));
    await screen.findByText('Esta contraseña es demasiado común. Elija otra.');
    expect(screen.queryByText(/Error al cambiar contraseña/)).toBeNull();
  });

  it('shows the unknown-error message when the change fails', async () => {
    stubServer({
      'auth/validate-token': { status: 200, body: { valid: true } },
      'auth/replace-password': refused,
    });
    renderReset('?token=good-token');
    fireEvent.input(await screen.findByLabelText('Nueva contraseña'), {
      target: { value: 'nueva-clave-1' },
    });
    fireEvent.input(screen.getByLabelText('Confirmar contraseña'), {
      target: { value: 'nueva-clave-1' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Error al cambiar contraseña');
  });

  it('greets an invited person: choose a password, not reset one', async () => {
    stubServer({
      'auth/validate-token': { status: 200, body: { valid: true } },
      'auth/replace-password': { status: 200, body: { message: 'ok' } },
    });
    renderReset('?token=invited&welcome=1');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Elige tu contraseña');
    await screen.findByText(/Tu cuenta está lista/);
    fireEvent.input(screen.getByLabelText('Nueva contraseña'), {
      target: { value: 'nueva-clave-1' },
    });
    fireEvent.input(screen.getByLabelText('Confirmar contraseña'), {
      target: { value: 'nueva-clave-1' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar contraseña' }));
    await screen.findByText('Tu contraseña ha sido guardada. Ya puedes iniciar sesión.');
    expect(screen.queryByText(/Restablecer/)).toBeNull();
  });

  it('tells an invited person whose link is spent to ask for it again', async () => {
    stubServer({ 'auth/validate-token': refused });
    renderReset('?token=used&welcome=1');
    expect((await screen.findByRole('alert')).textContent).toMatch(/invitación .* administrador/);
  });
});
