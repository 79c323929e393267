import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, stubServer } from '../../../lib/test-utils.tsx';
import { session } from '../../../session/session.ts';
import { LoginPage } from './login-page.tsx';

const user = {
  email: 'cta.lim@example.com',
  full_name: 'María Quispe',
  role: 'CTA',
  app_properties: [{ name: 'station', value: 'LIM' }],
};

function renderLogin() {
  return renderRoutes(
    [
      { path: '/login', Component: LoginPage },
      { path: '/home', element: <p>home</p> },
    ],
    '/login',
  );
}

const email = () => screen.getByLabelText('Correo electrónico');
const password = () => screen.getByLabelText('Contraseña', { selector: 'input' });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
const messageOf = (input: HTMLElement) =>
  document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent;

describe('login page', () => {
  beforeEach(() => session.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('asks for both fields before sending anything', async () => {
    const server = stubServer({});
    renderLogin();
    expect(messageOf(password())).toBe('Debe contener al menos 4 caracteres');
    submit();
    await waitFor(() => expect(email().getAttribute('aria-invalid')).toBe('true'));
    expect(messageOf(email())).toBe('Este campo es obligatorio');
    expect(messageOf(password())).toBe('Este campo es obligatorio');
    expect(password().getAttribute('aria-invalid')).toBe('true');
    expect(server).not.toHaveBeenCalled();
  });

  it('checks the e-mail format and the password length', async () => {
    stubServer({});
    renderLogin();
    fireEvent.input(email(), { target: { value: 'not-an-email' } });
    fireEvent.input(password(), { target: { value: 'abc' } });
    submit();
    await screen.findByText('Ingrese un correo electrónico válido');
    expect(messageOf(password())).toBe('Debe contener al menos 4 caracteres');
    expect(password().getAttribute('aria-invalid')).toBe('true');
  });

  it('sends the e-mail as username, keeps the session and goes home', async () => {
    const server = stubServer({
      'auth/authenticate': {
        status: 200,
        body: {
          access_token: 'at',
          refresh_token: 'rt',
          token_type: 'Bearer',
          expires_in: 900,
          content: user,
        },
      },
    });
    renderLogin();
    fireEvent.input(email(), { target: { value: ' CTA.Lim@example.com ' } });
    fireEvent.input(password(), { target: { value: 'lima2026' } });
    submit();
    await screen.findByText('home');
    const sent = server.mock.calls[0]?.[1]?.body;
    expect(JSON.parse(String(sent))).toEqual({
      username: 'cta.lim@example.com',
      password: 'lima2026',
    });
    expect(session.getSnapshot().user).toEqual(user);
  });

  it('shows the failure and leaves no user', async () => {
    stubServer({
      'auth/authenticate': {
        status: 401,
        body: { error: { code: 'INVALID_CREDENTIALS', message: 'Invalid credentials' } },
      },
    });
    renderLogin();
    fireEvent.input(email(), { target: { value: 'cta.lim@example.com' } });
    fireEvent.input(password(), { target: { value: 'wrong-one' } });
    submit();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Error al iniciar sesión');
    expect(session.getSnapshot().user).toBeNull();
    expect(screen.queryByText('home')).toBeNull();
  });
});
