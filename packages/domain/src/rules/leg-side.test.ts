import { describe, expect, it } from 'vitest';
import { EDITABLE_FIELD_SIDES, type LegSide } from '../permissions/leg-edits.ts';
import type { Leg } from '../schemas/legs.ts';
import { SIDE_FIELDS, sideOf } from './leg-side.ts';

describe('sideOf', () => {
  it.each<LegSide>(['arrival', 'departure'])(
    'names only fields the %s side records, as EDITABLE_FIELD_SIDES says',
    (side) => {
      const { cda, trailers, services, milestones } = SIDE_FIELDS[side];
      for (const field of [cda, trailers, services, milestones]) {
        expect(EDITABLE_FIELD_SIDES[field]).toBe(side);
      }
    },
  );

  it('reads each side from its own fields', () => {
    const leg = {
      arrstn: 'LIM',
      depstn: 'CUZ',
      arrival_date: '2026-03-10',
      datop_local: '2026-03-09',
      pea_tape: '3',
      pea_hall_departure: 'A4',
      cda_assigned: null,
      cda_assigned_arrival: {
        name: 'Ana',
        last_name: 'Rojas',
        phone_number: '',
        display_name: 'A.ROJ',
      },
    } as unknown as Leg;
    expect(sideOf(leg, 'arrival')).toMatchObject({
      station: 'LIM',
      day: '2026-03-10',
      peaTapeHall: '3',
      cda: { display_name: 'A.ROJ' },
    });
    expect(sideOf(leg, 'departure')).toMatchObject({
      station: 'CUZ',
      day: '2026-03-09',
      peaTapeHall: 'A4',
      cda: null,
    });
  });
});
