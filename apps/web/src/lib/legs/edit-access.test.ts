import type { Leg } from '@board/domain';
import { testLeg } from '@board/domain/testing';
import { describe, expect, it } from 'vitest';
import { drawerAccess } from './edit-access.ts';

const zone = 'America/Lima';
const now = new Date('2026-11-22T15:00:00Z');

/** A departure of Lima's today with nothing recorded. */
const leg = (over: Partial<Leg> = {}) =>
  testLeg({
    depstn: 'LIM',
    arrstn: 'SCL',
    datop_local: '2026-11-22',
    arrival_date: '2026-11-22',
    ...over,
  });

const cta = { role: 'CTA' as const, station: 'LIM' };
const generic = { role: 'GENERIC' as const, station: 'LIM' };
const duty = { role: 'DUTY' as const, station: null };
const cda = {
  name: 'Ana',
  last_name: 'Rojas',
  phone_number: '+51987654321',
  display_name: 'A.ROJ',
};

describe('drawerAccess', () => {
  it('gives a CTA Editar on its own station today', () => {
    expect(drawerAccess('cda', leg(), 'departure', cta, zone, now)).toEqual({
      word: 'common.edit',
      enabled: true,
      readOnly: false,
    });
  });

  it('gives a CTA only Ver on the arrival side of another station', () => {
    const access = drawerAccess('cda', leg(), 'arrival', cta, zone, now);
    expect(access).toEqual({ word: 'common.view', enabled: false, readOnly: true });
  });

  it('opens Ver for a reader only when something is recorded', () => {
    expect(drawerAccess('cda', leg(), 'departure', generic, zone, now).enabled).toBe(false);
    const withCda = leg({ cda_assigned: cda });
    expect(drawerAccess('cda', withCda, 'departure', generic, zone, now)).toEqual({
      word: 'common.view',
      enabled: true,
      readOnly: true,
    });
  });

  it('turns a CTA into a reader two days back, but not a DUTY', () => {
    const old = leg({ datop_local: '2026-11-20', cda_assigned: cda });
    expect(drawerAccess('cda', old, 'departure', cta, zone, now).readOnly).toBe(true);
    expect(drawerAccess('cda', old, 'departure', duty, zone, now).readOnly).toBe(false);
  });

  it('opens nothing on a cancelled leg', () => {
    const cancelled = leg({ leg_status_timeline: 'CANCELED', cda_assigned: cda });
    expect(drawerAccess('cda', cancelled, 'departure', duty, zone, now).enabled).toBe(false);
    expect(drawerAccess('cda', cancelled, 'departure', generic, zone, now).enabled).toBe(false);
  });

  it('keeps Ver Tripulación and Ver conexiones shut on a cancelled leg, as every button', () => {
    const cancelled = leg({
      leg_status_timeline: 'CANCELED',
      crew: [{ position: 'CP', name: 'X', initials: 'X', crew_number: '1' }],
      pax_connection: 3,
      bags_connection: 2,
    });
    for (const viewer of [cta, generic, duty]) {
      expect(drawerAccess('crew', cancelled, 'departure', viewer, zone, now)).toEqual({
        word: 'common.view',
        enabled: false,
        readOnly: true,
      });
      expect(drawerAccess('connections', cancelled, 'departure', viewer, zone, now).enabled).toBe(
        false,
      );
    }
  });

  it('opens the delays for a reader only with minutes and entries', () => {
    const entry = {
      delay: { code: '93', name: 'x', iataResponsible: 'x' },
      minutes: 10,
      description: '',
      last_editor: null,
      last_update: null,
      modified_by_duty: false,
    };
    const delayed = leg({ delays: [entry], delays_min_total: 10 });
    expect(drawerAccess('delays', delayed, 'departure', generic, zone, now).enabled).toBe(true);
    expect(drawerAccess('delays', leg(), 'departure', generic, zone, now).enabled).toBe(false);
  });

  it('shows crew to everyone with a role, and nothing without one', () => {
    const crewed = leg({ crew: [{ position: 'CP', name: 'X', initials: 'X', crew_number: '1' }] });
    expect(drawerAccess('crew', crewed, 'departure', cta, zone, now)).toEqual({
      word: 'common.view',
      enabled: true,
      readOnly: true,
    });
    const none = { role: null, station: null };
    expect(drawerAccess('crew', crewed, 'departure', none, zone, now).enabled).toBe(false);
  });
});
