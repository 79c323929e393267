import type { AuthenticateResponse, Role } from '@board/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../lib/api-client.ts';
import { renderRoutes, stubServer } from '../lib/test-utils.tsx';
import { session } from '../session/session.ts';
import { createGuards } from './route-guards.ts';
import { appRoutes } from './routes.tsx';
import { endSessionOnUnauthorized } from './session-expiry.ts';

const signedIn = (
  station: string,
  full_name = 'María Quispe',
  role: Role = 'CTA',
): AuthenticateResponse => ({
  access_token: 'at',
  refresh_token: 'rt',
  token_type: 'Bearer',
  expires_in: 900,
  content: {
    email: 'someone@example.com',
    full_name,
    role,
    app_properties: [{ name: 'station', value: station }],
  },
});

const stations = {
  status: 200,
  body: {
    data: {
      data: [
        { stn: 'LIM', name: 'Lima', country: 'PE', time_zone: 'America/Lima' },
        { stn: 'BOG', name: 'Bogotá', country: 'CO', time_zone: 'America/Bogota' },
      ],
    },
  },
};

function open(path: string) {
  const view = renderRoutes(appRoutes(createGuards(session)), path);
  const stop = endSessionOnUnauthorized({ http: api, session, ...view });
  return { ...view, stop };
}

const pathOf = (router: { state: { location: { pathname: string } } }) =>
  router.state.location.pathname;

describe('routes', () => {
  beforeEach(() => session.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('opens the empty path and home without the router warning of a page with nothing to draw', async () => {
    stubServer({});
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { router, stop } = open('/');
    await screen.findByRole('button', { name: 'Iniciar sesión' });
    await router.navigate('/home');
    await waitFor(() => expect(pathOf(router)).toBe('/login'));
    const empty = warn.mock.calls.filter(([text]) => String(text).includes('Matched leaf route'));
    warn.mockRestore();
    stop();
    expect(empty).toEqual([]);
  });

  it('sends a guest from the board to login, and from the empty path too', async () => {
    stubServer({});
    const { router, stop } = open('/general');
    await screen.findByRole('button', { name: 'Iniciar sesión' });
    expect(pathOf(router)).toBe('/login');
    await waitFor(() => expect(document.title).toBe('Iniciar sesión'));
    await router.navigate('/');
    expect(pathOf(router)).toBe('/login');
    stop();
  });

  it('names the tab of an invitation apart from a reset', async () => {
    stubServer({ 'auth/validate-token': { status: 200, body: { valid: true } } });
    const invited = open('/reset-password?token=t&welcome=1');
    // The title follows the page in an effect: it is waited for, as the heading is.
    await screen.findByRole('heading', { name: 'Elige tu contraseña' });
    await waitFor(() => expect(document.title).toBe('Elige tu contraseña'));
    await invited.router.navigate('/reset-password?token=t');
    await screen.findByRole('heading', { name: 'Restablecer contraseña' });
    await waitFor(() => expect(document.title).toBe('Restablecer contraseña'));
    invited.stop();
  });

  it('shows the frame to a signed-in user and sends them away from login', async () => {
    stubServer({ 'v1/station/list-all': stations });
    await session.start(signedIn('LIM'));
    const { router, stop } = open('/login');
    const header = await screen.findByRole('banner');
    expect(pathOf(router)).toBe('/general');
    expect(within(header).getByTestId('frame-user-name').textContent).toBe('María Quispe');
    await waitFor(() =>
      expect(within(header).getByTestId('frame-station').textContent).toContain('Lima'),
    );
    const nav = screen.getByRole('navigation');
    expect(within(nav).getByRole('link', { name: 'Tablero general' })).toBeTruthy();
    expect(within(nav).queryByRole('link', { name: 'Hitos' })).toBeNull();
    expect(await screen.findByRole('heading', { level: 1, name: 'Tablero general' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Tablero general'));
    await router.navigate('/milestones');
    expect(pathOf(router)).toBe('/general');
    await router.navigate('/home');
    expect(pathOf(router)).toBe('/general');
    stop();
  });

  it('opens milestones at a milestone station', async () => {
    stubServer({ 'v1/station/list-all': stations });
    await session.start(signedIn('BOG', 'Diego Herrera'));
    const { router, stop } = open('/milestones');
    await screen.findByRole('heading', { level: 1, name: 'Hitos' });
    expect(pathOf(router)).toBe('/milestones');
    expect(
      within(screen.getByRole('navigation')).getByRole('link', { name: 'Hitos' }),
    ).toBeTruthy();
    stop();
  });

  it('shows the station code and a toast when the stations cannot be read', async () => {
    stubServer({
      'v1/station/list-all': { status: 500, body: { error: { code: 'INTERNAL', message: 'x' } } },
    });
    await session.start(signedIn('LIM'));
    const { stop } = open('/arrivals');
    await screen.findByText('Error al obtener datos de las estaciones');
    expect(screen.getByTestId('frame-station').textContent).toContain('LIM');
    stop();
  });

  it('ends the session and goes to login when a call answers 401', async () => {
    stubServer({
      'v1/station/list-all': {
        status: 401,
        body: { error: { code: 'UNAUTHENTICATED', message: 'ended' } },
      },
    });
    await session.start(signedIn('LIM'));
    const { router, stop } = open('/departures');
    await screen.findByText('Tu sesión ha finalizado. Inicia sesión nuevamente.');
    expect(pathOf(router)).toBe('/login');
    expect(session.getSnapshot().user).toBeNull();
    expect(localStorage.length).toBe(0);
    stop();
  });

  it('signs out through the server and clears the session', async () => {
    const server = stubServer({
      'v1/station/list-all': stations,
      'auth/signout': { status: 200, body: { message: 'ok' } },
    });
    await session.start(signedIn('LIM'));
    const { router, stop } = open('/delays');
    const signOut = await screen.findByRole('button', { name: 'Cerrar sesión' });
    signOut.click();
    await screen.findByRole('button', { name: 'Iniciar sesión' });
    expect(pathOf(router)).toBe('/login');
    const call = server.mock.calls.find(([url]) => String(url).endsWith('auth/signout'));
    expect(call?.[1]?.headers).toMatchObject({ authorization: 'Bearer at' });
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ email: 'someone@example.com' });
    expect(localStorage.length).toBe(0);
    stop();
  });

  it('opens administration to DUTY from the navigation, and to no one else', async () => {
    stubServer({
      'v1/station/list-all': stations,
      'v1/delaycode': { status: 200, body: { data: [] } },
      'v1/movement/list': { status: 200, body: { data: { messages: [] } } },
    });
    await session.start(signedIn('SCL', 'Andrea Muñoz', 'DUTY'));
    const duty = open('/general');
    const nav = await screen.findByRole('navigation');
    (await within(nav).findByRole('link', { name: 'Administración' })).click();
    await screen.findByRole('heading', { level: 1, name: 'Administración' });
    expect(pathOf(duty.router)).toBe('/admin');
    await waitFor(() => expect(document.title).toBe('Administración'));
    await screen.findByText('No hay mensajes rechazados');
    duty.stop();
    duty.unmount();

    session.clear();
    await session.start(signedIn('LIM'));
    const cta = open('/admin');
    await screen.findByRole('heading', { level: 1, name: 'Tablero general' });
    expect(pathOf(cta.router)).toBe('/general');
    expect(
      within(screen.getByRole('navigation')).queryByRole('link', { name: 'Administración' }),
    ).toBeNull();
    cta.stop();
  });

  it('shows the not-found page for unknown paths', async () => {
    stubServer({});
    open('/no-such-page');
    await screen.findByRole('heading', { level: 1, name: 'Página no encontrada' });
  });
});
