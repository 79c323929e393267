import type { SessionUser } from '@board/domain';
import { describe, expect, it, vi } from 'vitest';
import {
  adminOnly,
  createGuards,
  guestOnly,
  homeFor,
  membersOnly,
  milestonesOnly,
  networkOnly,
  noRoleOnly,
} from './route-guards.ts';

const at = (station: string | null): SessionUser => ({
  email: 'x@example.com',
  full_name: 'X',
  role: 'CTA',
  app_properties: station ? [{ name: 'station', value: station }] : [],
});

const roleless = (station: string | null = 'LIM'): SessionUser => ({ ...at(station), role: null });

const page = (query = '') => new URL(`http://board.test/milestones${query}`);
const load = { request: new Request('http://board.test/general') };

describe('route decisions', () => {
  it('sends a signed-in user from the guest pages to home', () => {
    expect(guestOnly(at('LIM'), page())).toBe('/home');
    expect(guestOnly(null, page())).toBeNull();
  });

  it('sends a guest from the board to login', () => {
    expect(membersOnly(null, page())).toBe('/login');
    expect(membersOnly(at('LIM'), page())).toBeNull();
  });

  it('opens milestones only at the inter-station airports', () => {
    expect(milestonesOnly(null, page())).toBe('/login');
    expect(milestonesOnly(at('LIM'), page())).toBe('/general');
    expect(milestonesOnly(at(null), page())).toBe('/general');
    for (const station of ['BOG', 'MIA', 'MVD']) {
      expect(milestonesOnly(at(station), page())).toBeNull();
    }
  });

  it('opens administration to DUTY only', () => {
    const as = (role: SessionUser['role']): SessionUser => ({ ...at('SCL'), role });
    expect(adminOnly(null, page())).toBe('/login');
    expect(adminOnly(as('DUTY'), page())).toBeNull();
    expect(adminOnly(as('CTA'), page())).toBe('/general');
    expect(adminOnly(as('GENERIC'), page())).toBe('/general');
  });

  it('opens Red to the roles that see every station', () => {
    const as = (role: SessionUser['role']): SessionUser => ({ ...at('SCL'), role });
    expect(networkOnly(null, page())).toBe('/login');
    expect(networkOnly(as('DUTY'), page())).toBeNull();
    expect(networkOnly(as('GENERIC'), page())).toBeNull();
    expect(networkOnly(as('CTA'), page())).toBe('/general');
    expect(networkOnly(roleless('SCL'), page())).toBe('/no-role');
  });

  it('sends an account without a role from every board and admin route to its own page', () => {
    expect(membersOnly(roleless(), page())).toBe('/no-role');
    expect(adminOnly(roleless('SCL'), page())).toBe('/no-role');
    // Even at a milestone station, and when the address names one.
    expect(milestonesOnly(roleless('BOG'), page())).toBe('/no-role');
    expect(milestonesOnly(roleless(null), page('?station=BOG'))).toBe('/no-role');
  });

  it('sends each person home to the right place', () => {
    expect(homeFor(null, page())).toBe('/login');
    expect(homeFor(roleless(), page())).toBe('/no-role');
    for (const role of ['CTA', 'GENERIC', 'DUTY'] as const) {
      expect(homeFor({ ...at('LIM'), role }, page())).toBe('/general');
    }
  });

  it('keeps the no-role page for a signed-in account without a role', () => {
    expect(noRoleOnly(roleless(), page())).toBeNull();
    expect(noRoleOnly(roleless(null), page())).toBeNull();
    expect(noRoleOnly(null, page())).toBe('/login');
    for (const role of ['CTA', 'GENERIC', 'DUTY'] as const) {
      expect(noRoleOnly({ ...at('LIM'), role }, page())).toBe('/home');
    }
  });

  it('follows the station the board shows, chosen by GENERIC and DUTY users', () => {
    expect(milestonesOnly(at('SCL'), page('?station=bog'))).toBeNull();
    expect(milestonesOnly(at('BOG'), page('?station=LIM'))).toBe('/general');
  });
});

describe('route guards', () => {
  function gate(user: SessionUser | null) {
    let initialised = false;
    const known = async () => {
      initialised = true;
    };
    return {
      initialise: vi.fn(known),
      initialiseQuickly: vi.fn(known),
      // The user is only known once initialised, as with the real store.
      getSnapshot: () => ({ user: initialised ? user : null }),
    };
  }

  it('initialises the session before deciding', async () => {
    const session = gate(at('LIM'));
    const result = await createGuards(session).member(load);
    expect(session.initialiseQuickly).toHaveBeenCalled();
    expect(result).toBeNull();
  });

  it('opens the board on the stored user, but makes guest pages wait for the server', async () => {
    const session = gate(null);
    const guards = createGuards(session);
    await guards.member(load);
    await guards.home(load);
    expect(session.initialise).not.toHaveBeenCalled();
    await guards.guest(load);
    await guards.admin(load);
    expect(session.initialise).toHaveBeenCalledTimes(2);
  });

  it('answers with a redirect response', async () => {
    const result = await createGuards(gate(null)).member(load);
    expect(result).toBeInstanceOf(Response);
    expect(result?.headers.get('Location')).toBe('/login');
    const milestones = await createGuards(gate(at('SCL'))).milestones(load);
    expect(milestones?.headers.get('Location')).toBe('/general');
  });

  it('routes an account without a role to its page, and only there', async () => {
    const guards = createGuards(gate(roleless()));
    for (const guard of [guards.member, guards.milestones, guards.admin, guards.home]) {
      expect((await guard(load))?.headers.get('Location')).toBe('/no-role');
    }
    expect(await guards.noRole(load)).toBeNull();
    const staff = await createGuards(gate(at('LIM'))).noRole(load);
    expect(staff?.headers.get('Location')).toBe('/home');
    const guest = await createGuards(gate(null)).noRole(load);
    expect(guest?.headers.get('Location')).toBe('/login');
  });
});
