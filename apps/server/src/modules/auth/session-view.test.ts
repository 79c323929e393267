import { describe, expect, it } from 'vitest';
import { sessionUser } from './session-view.ts';

const user = {
  id: '00000000-0000-4000-8000-000000000000',
  email: 'cta.lim@example.com',
  fullName: 'María Quispe',
  passwordHash: '$argon2id$secret',
  role: 'CTA' as const,
  stationCode: 'LIM',
  deactivatedAt: null,
};

describe('sessionUser', () => {
  it('shows the user with the station as an app property, and nothing secret', () => {
    const view = sessionUser(user);
    expect(view).toEqual({
      email: 'cta.lim@example.com',
      full_name: 'María Quispe',
      role: 'CTA',
      app_properties: [{ name: 'station', value: 'LIM' }],
    });
    expect(JSON.stringify(view)).not.toContain('argon2');
    expect(JSON.stringify(view)).not.toContain(user.id);
  });

  it('has no app properties for a user without a station, and keeps a missing role null', () => {
    expect(sessionUser({ ...user, role: null, stationCode: null })).toMatchObject({
      role: null,
      app_properties: [],
    });
  });
});
