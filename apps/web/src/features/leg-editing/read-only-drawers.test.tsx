import type { Leg, LegSide } from '@board/domain';
import { testLeg } from '@board/domain/testing';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DrawerKind } from '../../lib/legs/edit-access.ts';
import { renderDrawer } from '../../lib/legs/render-drawer.tsx';
import { stubServer } from '../../lib/test-utils.tsx';
import { LegDrawer } from './leg-drawer.tsx';

const cda = {
  name: 'Ana',
  last_name: 'Rojas',
  phone_number: '+51987654321',
  display_name: 'A.ROJ',
};

/** A leg with something recorded in every drawer a reader may open. */
const leg: Leg = testLeg({
  depstn: 'LIM',
  arrstn: 'LIM',
  cda_assigned: cda,
  cda_assigned_arrival: cda,
  additional_services_departure: [
    {
      code: 'GPU',
      name: 'Unidad de energía en tierra (GPU)',
      description: 'Cable 2',
      duration: { start: '10:00', end: '10:45', total: 45 },
    },
  ],
  delays: [
    {
      delay: { code: '93', name: 'Llegada tardía', iataResponsible: 'Reaccionario' },
      minutes: 20,
      description: '',
      last_editor: { name: 'Ana Díaz', role: 'CTA' },
      last_update: '2026-11-22T14:05:00Z',
      modified_by_duty: false,
    },
  ],
  delays_codes: '93',
  delays_min_total: 20,
  overnight: {
    type: { code: 2, name: 'Lateral' },
    ubication: 'L5',
    comment: '',
    cut: true,
    cut_duration: { start: '22:00', end: '06:30', total: 510, authorizer: 'J. Rojas' },
  },
  milestones_departure: { milestones: { close_doors: '10:55' } },
  change_pea_number_departure: 'YELLOW',
  summary_pea_changes_departure: [
    {
      index: 0,
      date: '2026-11-22T13:00:00Z',
      type: 'bridge',
      number: '18',
      tape_hall: '3',
      comment: '',
    },
    {
      index: 1,
      date: '2026-11-22T14:05:00Z',
      type: 'remote',
      number: 'R4',
      tape_hall: '',
      comment: 'Lluvia',
    },
  ],
  trailers_departure: [
    {
      trailer: {
        code: 2,
        name: 'Remolque remoto',
        description_pea: { number: 'R4', tape_hall: '' },
        overnight_stay: '',
      },
      duration: { start: '09:50', end: '10:20', total: 30 },
      original_pea: { number: '18', tape_hall: '' },
      equipment_number: 'TR-7',
      operator_name: 'Luis Soto',
      description: '',
      additional_service: false,
    },
  ],
});

function openToRead(kind: DrawerKind, side: LegSide) {
  stubServer({
    'v1/delaycode': { status: 200, body: { data: [] } },
    'v1/dispatcher/list': { status: 200, body: { data: [] } },
  });
  renderDrawer(LegDrawer, { kind, leg, side, readOnly: true });
}

describe('a drawer opened to read', () => {
  afterEach(() => vi.unstubAllGlobals());

  it.each<[DrawerKind, LegSide]>([
    ['cda', 'departure'],
    ['services', 'departure'],
    ['delays', 'departure'],
    ['overnight', 'arrival'],
    ['milestones', 'departure'],
    ['pea', 'departure'],
  ])('%s asks nothing of its reader: no asterisk, no required message', (kind, side) => {
    openToRead(kind, side);
    const dialog = screen.getByRole('dialog');
    expect(dialog.querySelectorAll('input').length).toBeGreaterThan(0);
    expect(dialog.querySelectorAll('[aria-required="true"]')).toHaveLength(0);
    expect(dialog.querySelectorAll('label[class*="required"]')).toHaveLength(0);
    expect(screen.queryByText('Este campo es obligatorio')).toBeNull();
  });
});
