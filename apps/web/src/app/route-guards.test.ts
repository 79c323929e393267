import type { SessionUser } from '@board/domain';
import { describe, expect, it, vi } from 'vitest';
import { adminOnly, createGuards, guestOnly, membersOnly, milestonesOnly } from './route-guards.ts';

const at = (station: string | null): SessionUser => ({
  email: 'x@example.com',
  full_name: 'X',
  role: 'CTA',
  app_properties: station ? [{ name: 'station', value: station }] : [],
});

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
    expect(adminOnly(as(null), page())).toBe('/general');
  });

  it('follows the station the board shows, chosen by GENERIC and DUTY users', () => {
    expect(milestonesOnly(at('SCL'), page('?station=bog'))).toBeNull();
    expect(milestonesOnly(at('BOG'), page('?station=LIM'))).toBe('/general');
  });
});

describe('route guards', () => {
  function gate(user: SessionUser | null) {
    let initialised = false;
    return {
      initialise: vi.fn(async () => {
        initialised = true;
      }),
      // The user is only known once initialised, as with the real store.
      getSnapshot: () => ({ user: initialised ? user : null }),
    };
  }

  it('initialises the session before deciding', async () => {
    const session = gate(at('LIM'));
    const result = await createGuards(session).member(load);
    expect(session.initialise).toHaveBeenCalled();
    expect(result).toBeNull();
  });

  it('answers with a redirect response', async () => {
    const result = await createGuards(gate(null)).member(load);
    expect(result).toBeInstanceOf(Response);
    expect(result?.headers.get('Location')).toBe('/login');
    const milestones = await createGuards(gate(at('SCL'))).milestones(load);
    expect(milestones?.headers.get('Location')).toBe('/general');
  });
});
