import type { SessionUser } from '@board/domain';
import { describe, expect, it, vi } from 'vitest';
import { createGuards, guestOnly, membersOnly, milestonesOnly } from './route-guards.ts';

const at = (station: string | null): SessionUser => ({
  email: 'x@example.com',
  full_name: 'X',
  role: 'CTA',
  app_properties: station ? [{ name: 'station', value: station }] : [],
});

describe('route decisions', () => {
  it('sends a signed-in user from the guest pages to home', () => {
    expect(guestOnly(at('LIM'))).toBe('/home');
    expect(guestOnly(null)).toBeNull();
  });

  it('sends a guest from the board to login', () => {
    expect(membersOnly(null)).toBe('/login');
    expect(membersOnly(at('LIM'))).toBeNull();
  });

  it('opens milestones only at the inter-station airports', () => {
    expect(milestonesOnly(null)).toBe('/login');
    expect(milestonesOnly(at('LIM'))).toBe('/general');
    expect(milestonesOnly(at(null))).toBe('/general');
    for (const station of ['BOG', 'MIA', 'MVD']) expect(milestonesOnly(at(station))).toBeNull();
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
    const result = await createGuards(session).member();
    expect(session.initialise).toHaveBeenCalled();
    expect(result).toBeNull();
  });

  it('answers with a redirect response', async () => {
    const result = await createGuards(gate(null)).member();
    expect(result).toBeInstanceOf(Response);
    expect(result?.headers.get('Location')).toBe('/login');
    const milestones = await createGuards(gate(at('SCL'))).milestones();
    expect(milestones?.headers.get('Location')).toBe('/general');
  });
});
