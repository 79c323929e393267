import type { HandoverEntry } from '@board/domain';
import { describe, expect, it } from 'vitest';
import { handoverSaves } from './handover-saves.ts';

type By = HandoverEntry['by'];
const feed: By = { name: 'Operaciones (feed)', role: null, source: 'feed' };
const duty: By = { name: 'Andrea Muñoz', role: 'DUTY', source: 'user' };
const entry = (leg: string, at: string, field: string, by = feed): HandoverEntry => ({
  _id: leg,
  flight_number: `LA${leg}`,
  field,
  before: null,
  after: '1',
  at,
  by,
});

describe('the handover by save', () => {
  it('joins the fields one save changed on a leg, in the order recorded', () => {
    // Newest first, as the server answers: a save's fields come reversed.
    const saves = handoverSaves([
      entry('1', '10:05', 'pea_number_arrival'),
      entry('1', '10:05', 'pea_type_arrival'),
      entry('2', '10:05', 'etd'),
      entry('1', '10:00', 'cda_assigned', duty),
      entry('1', '10:00', 'etd'),
    ]);
    expect(saves.map((s) => [s.entry.flight_number, s.fields.map((f) => f.field)])).toEqual([
      ['LA1', ['pea_type_arrival', 'pea_number_arrival']],
      ['LA2', ['etd']],
      ['LA1', ['cda_assigned']],
      ['LA1', ['etd']],
    ]);
  });
});
