import type { Leg } from '@board/domain';
import { testLeg } from '@board/domain/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderDrawer } from '../../../lib/legs/render-drawer.tsx';
import { CrewDrawer } from './crew-drawer.tsx';

const leg = (over: Partial<Leg> = {}) =>
  testLeg({
    flight_number: 'LA2045',
    registration: 'AZC',
    depstn: 'LIM',
    arrstn: 'CUZ',
    datop_local: '2026-11-22',
    crew_type: 'A320 STD',
    crew: [
      { position: 'CPT', name: 'Ana Soto', initials: 'AS', crew_number: '40211' },
      { position: 'FO', name: 'Luis Vera', initials: 'LV', crew_number: '51877' },
    ],
    ...over,
  });

const open = (value: Leg) => renderDrawer(CrewDrawer, { kind: 'crew', leg: value, readOnly: true });

const cells = (row: Element | undefined) =>
  [...(row?.querySelectorAll('th, td') ?? [])].map((cell) => cell.textContent);

describe('the crew drawer', () => {
  it('lists position, name and crew number, with the crew type', () => {
    open(leg());
    expect(screen.getByRole('heading', { name: 'Tripulación' })).toBeTruthy();
    expect(screen.getByText('A320 STD')).toBeTruthy();
    const rows = screen.getAllByRole('row');
    expect(rows.map(cells)).toEqual([
      ['Posición', 'Nombre', 'N° de tripulante'],
      ['CPT', 'Ana Soto', '40211'],
      ['FO', 'Luis Vera', '51877'],
    ]);
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Guardar' })).toBeNull();
  });

  it('says when no crew is known, and leaves out an unknown crew type', () => {
    open(leg({ crew: [], crew_type: null }));
    expect(screen.getByText('Sin tripulación registrada')).toBeTruthy();
    expect(screen.queryByText('Tipo de tripulación')).toBeNull();
  });
});
