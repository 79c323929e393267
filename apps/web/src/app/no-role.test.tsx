import type { AuthenticateResponse, Role } from '@board/domain';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../lib/api-client.ts';
import { renderRoutes, stubServer } from '../lib/test-utils.tsx';
import { session } from '../session/session.ts';
import { leaveBoardOnNoRole } from './no-role-redirect.ts';
import { createGuards } from './route-guards.ts';
import { appRoutes } from './routes.tsx';

const signedIn = (role: Role | null): AuthenticateResponse => ({
  access_token: 'at',
  refresh_token: 'rt',
  token_type: 'Bearer',
  expires_in: 900,
  content: {
    email: 'norole@example.com',
    full_name: 'Luis Torres',
    role,
    app_properties: [{ name: 'station', value: 'LIM' }],
  },
});

const noRole = { status: 403, body: { error: { code: 'NO_ROLE', message: 'no role' } } };
const TITLE = 'Tu cuenta no tiene un rol asignado';

function open(path: string) {
  const view = renderRoutes(appRoutes(createGuards(session)), path);
  const stop = leaveBoardOnNoRole({ http: api, session, router: view.router });
  return { ...view, stop };
}

const pathOf = (router: { state: { location: { pathname: string } } }) =>
  router.state.location.pathname;
const calledPaths = (send: ReturnType<typeof stubServer>) =>
  send.mock.calls.map(([url]) => new URL(String(url), 'http://test').pathname);

describe('an account without a role', () => {
  beforeEach(() => session.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('gets its own page instead of the board, without a call to the server', async () => {
    const send = stubServer({});
    await session.start(signedIn(null));
    const { router, stop } = open('/general');
    await screen.findByRole('heading', { level: 1, name: TITLE });
    expect(pathOf(router)).toBe('/no-role');
    await waitFor(() => expect(document.title).toBe('Cuenta sin rol'));
    expect(screen.getByText(/Pide a un supervisor \(DUTY\) de tu estación/)).toBeTruthy();
    expect(screen.getByTestId('no-role-email').textContent).toBe('norole@example.com');
    expect(screen.queryByRole('banner')).toBeNull();
    await router.navigate('/admin');
    expect(pathOf(router)).toBe('/no-role');
    await router.navigate('/login');
    expect(pathOf(router)).toBe('/no-role');
    expect(send).not.toHaveBeenCalled();
    stop();
  });

  it('signs out from there and goes to login', async () => {
    const send = stubServer({ 'auth/signout': { status: 200, body: { message: 'ok' } } });
    await session.start(signedIn(null));
    const { router, stop } = open('/no-role');
    (await screen.findByRole('button', { name: 'Cerrar sesión' })).click();
    await screen.findByRole('button', { name: 'Iniciar sesión' });
    expect(pathOf(router)).toBe('/login');
    expect(calledPaths(send)).toEqual(['/auth/signout']);
    expect(session.getSnapshot().user).toBeNull();
    stop();
  });

  it('is sent there when a call says the role was taken away', async () => {
    stubServer({ 'v1/station/list-all': noRole });
    await session.start(signedIn('CTA'));
    const { router, stop } = open('/general');
    await screen.findByRole('heading', { level: 1, name: TITLE });
    expect(pathOf(router)).toBe('/no-role');
    expect(session.getSnapshot().user).toMatchObject({ email: 'norole@example.com', role: null });
    stop();
  });

  it('sends someone with a role away from the page', async () => {
    stubServer({});
    await session.start(signedIn('CTA'));
    const { router, stop, unmount } = open('/no-role');
    await waitFor(() => expect(pathOf(router)).toBe('/general'));
    stop();
    unmount();
    session.clear();
    const guest = open('/no-role');
    await screen.findByRole('button', { name: 'Iniciar sesión' });
    expect(pathOf(guest.router)).toBe('/login');
    guest.stop();
  });
});
