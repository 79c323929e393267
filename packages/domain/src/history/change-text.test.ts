import { describe, expect, it } from 'vitest';
import { translate } from '../i18n/translate.ts';
import { changeByText, changeFieldText, changeValueText, type Say } from './change-text.ts';

const spanish: Say = (key, params) => translate(key, params);
const LIMA = { zone: 'America/Lima', say: spanish };

describe('a recorded value in a few words', () => {
  it('writes nothing as a dash', () => {
    for (const nothing of [null, undefined, '']) {
      expect(changeValueText('etd', nothing, LIMA)).toBe('—');
    }
  });

  it('writes an instant in the station’s time, with its day when asked', () => {
    expect(changeValueText('etd', '2026-03-10T16:12:00.000Z', LIMA)).toBe('11:12');
    expect(changeValueText('etd', '2026-03-11T03:30:00.000Z', { ...LIMA, withDay: true })).toBe(
      '10-03 22:30',
    );
  });

  it('writes a registration as the board does, each part of a change', () => {
    expect(changeValueText('registration', 'BCK', LIMA)).toBe('CC-BCK');
    expect(changeValueText('registration', 'DBD/BCK', LIMA)).toBe('CC-DBD/CC-BCK');
    expect(changeValueText('registration', 'N123AB', LIMA)).toBe('N123AB');
  });

  it('names a stand’s kind, in the language asked', () => {
    expect(changeValueText('pea_type_arrival', 'bridge', LIMA)).toBe('Puente');
    expect(changeValueText('pea_type_departure', 'remote', LIMA)).toBe('Remota');
    const english: Say = (key, params) => translate(key, params, 'en');
    expect(changeValueText('pea_type_departure', 'remote', { ...LIMA, say: english })).toBe(
      translate('board.pea.remote', {}, 'en'),
    );
    // A kind the catalogue does not know is written as it came.
    expect(changeValueText('pea_type_arrival', 'hangar', LIMA)).toBe('hangar');
  });

  it('counts a list, names a person or code, and says yes or no', () => {
    expect(changeValueText('delays', [{}, {}], LIMA)).toBe('2 registros');
    expect(changeValueText('delays', [{}], LIMA)).toBe('1 registro');
    expect(changeValueText('cda_assigned', { id: 'x', display_name: 'Ana Ruiz' }, LIMA)).toBe(
      'Ana Ruiz',
    );
    expect(changeValueText('pushback_tow', true, LIMA)).toBe('Sí');
    expect(changeValueText('pea_number_arrival', '12', LIMA)).toBe('12');
  });

  it('names a field as the board labels it, else by its key', () => {
    expect(changeFieldText('etd', spanish)).toBe('ETD');
    expect(changeFieldText('no_such_field', spanish)).toBe('no_such_field');
  });

  it('says who: a person with the role by its name, the feed and a message by name', () => {
    expect(changeByText({ name: 'Andrea Muñoz', role: 'DUTY', source: 'user' }, spanish)).toBe(
      'Andrea Muñoz (Duty)',
    );
    expect(changeByText({ name: 'Carla Ríos', role: 'GENERIC', source: 'user' }, spanish)).toBe(
      'Carla Ríos (Consulta)',
    );
    expect(changeByText({ name: 'MVT', role: null, source: 'mvt' }, spanish)).toBe('Mensaje MVT');
    expect(changeByText({ name: 'x', role: null, source: 'feed' }, spanish)).toBe(
      'Feed de operaciones',
    );
  });
});
