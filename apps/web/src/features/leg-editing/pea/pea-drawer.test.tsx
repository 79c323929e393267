import type { Leg, TrailerRecord } from '@board/domain';
import { testLeg } from '@board/domain/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DrawerRequest } from '../../../lib/legs/drawer-request.ts';
import { renderDrawer } from '../../../lib/legs/render-drawer.tsx';
import { stubServer } from '../../../lib/test-utils.tsx';
import { PeaDrawer } from './pea-drawer.tsx';

const ID = '8f0c5a52-9a53-4d0e-a2a4-3c1d1f6f0a11';

const tow: TrailerRecord = {
  trailer: {
    code: 3,
    name: 'Pernocte',
    description_pea: { number: '', tape_hall: '' },
    overnight_stay: 'L5',
  },
  duration: { start: '23:50', end: '00:20', total: 30 },
  original_pea: { number: '18', tape_hall: '' },
  equipment_number: 'TR-7',
  operator_name: 'Luis Soto',
  description: '',
  additional_service: false,
};

/** A leg as the list answers it: a stand moved once on arrival, the change already commented. */
const leg = (over: Partial<Leg> = {}) =>
  testLeg({
    _id: ID,
    version: 4,
    flight_number: 'LA2045',
    registration: 'AZC',
    depstn: 'SCL',
    arrstn: 'LIM',
    datop_local: '2026-11-22',
    arrival_date: '2026-11-22',
    summary_pea_changes_arrival: [
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
        number: '40',
        tape_hall: '5',
        comment: 'Lluvia',
      },
    ],
    summary_pea_changes_departure: [],
    trailers_arrival: [],
    trailers_departure: [],
    ...over,
  });

/** Opens the stand drawer on the arrival of `leg()`, unless `request` says otherwise. */
const open = (request: Partial<DrawerRequest> = {}) =>
  renderDrawer(PeaDrawer, { kind: 'pea', leg: leg(), side: 'arrival', ...request }).onClose;

/** Answers a save with the body it received, so the test can read what was sent. */
function stubSave(path: string) {
  const bodies: unknown[] = [];
  stubServer({
    [path]: (body) => {
      bodies.push(body);
      return { status: 400, body: { error: { code: 'VALIDATION_FAILED', fields: [] } } };
    },
  });
  return bodies;
}

const typedIn = (element: HTMLElement | undefined) => (element as HTMLInputElement).value;
const disabled = (element: HTMLElement | undefined) => (element as HTMLButtonElement).disabled;
const comments = () => screen.getAllByLabelText('Comentario');

const type = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('the stand changes drawer', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists the history newest first, the original last', () => {
    open();
    const entries = screen.getAllByRole('listitem');
    expect(entries[0]?.textContent).toMatch(/Cambio 1.*22-11 09:05.*R.*40.*5/);
    expect(entries[1]?.textContent).toMatch(/Original.*22-11 08:00.*P.*18.*3/);
    expect(comments().map(typedIn)).toEqual(['Lluvia', '']);
  });

  it('sends the comments changed, trimmed', async () => {
    const bodies = stubSave('v1/leg/updatePea');
    open();
    fireEvent.change(comments()[1] as HTMLElement, {
      target: { value: ' Puente ocupado ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar comentarios' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({
      _id: ID,
      version: 4,
      side: 'arrival',
      peaTypeComments: [{ index: 0, comment: 'Puente ocupado' }],
    });
  });

  it('records a tow across midnight, its total worked out as typed', async () => {
    const bodies = stubSave('v1/leg/modified');
    open();
    expect(screen.getByTestId('trailer-count')?.textContent).toMatch('0 remolques registrados');
    fireEvent.click(screen.getByRole('button', { name: 'Registrar remolque' }));
    const save = screen.getByRole('button', { name: 'Guardar remolques' });
    const add = screen.getByRole('button', { name: 'Agregar remolque' });
    expect(screen.getByRole('group', { name: 'Remolque #1' })).toBeTruthy();
    expect(disabled(save)).toBe(true);
    type('Inicio', '23:50');
    expect(disabled(add)).toBe(true);
    type('Fin', '00:20');
    expect(screen.getByTestId('trailer-total-0')?.textContent).toMatch('30 minutos');
    expect(disabled(add)).toBe(false);
    type('Operador', ' Luis Soto ');
    fireEvent.click(save);
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({
      _id: ID,
      version: 4,
      trailers_arrival: [
        {
          duration: { start: '23:50', end: '00:20' },
          operator_name: 'Luis Soto',
          trailer: { code: null },
        },
      ],
    });
  });

  it('adds a tow only once every tow is valid, and saves none blank', () => {
    open();
    fireEvent.click(screen.getByRole('button', { name: 'Registrar remolque' }));
    type('Descripción', 'Por mantenimiento');
    fireEvent.click(screen.getByRole('button', { name: 'Agregar remolque' }));
    const second = screen.getByRole('group', { name: 'Remolque #2' });
    const hint = 'Complete al menos un campo del remolque';
    expect(within(second).getByText(hint)).toBeTruthy();
    expect(disabled(screen.getByRole('button', { name: 'Agregar remolque' }))).toBe(true);
    expect(disabled(screen.getByRole('button', { name: 'Guardar remolques' }))).toBe(true);
    fireEvent.change(within(second).getByLabelText('Operador'), { target: { value: 'Ana' } });
    expect(within(second).queryByText(hint)).toBeNull();
    expect(disabled(screen.getByRole('button', { name: 'Guardar remolques' }))).toBe(false);
  });

  it('keeps what was typed on the way back to the history and again to the tows', () => {
    open();
    fireEvent.click(screen.getByRole('button', { name: 'Registrar remolque' }));
    type('Inicio', '7:05');
    fireEvent.click(screen.getByRole('button', { name: 'Volver' }));
    fireEvent.change(comments()[1] as HTMLElement, {
      target: { value: 'Nuevo' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Registrar remolque' }));
    expect(typedIn(screen.getByLabelText('Inicio'))).toBe('7:05');
    fireEvent.click(screen.getByRole('button', { name: 'Volver' }));
    expect(typedIn(comments()[1])).toBe('Nuevo');
  });

  it('shows the stand of a bridge tow and the location of an overnight one', () => {
    open({ leg: leg({ trailers_arrival: [tow] }) });
    fireEvent.click(screen.getByRole('button', { name: 'Registrar remolque' }));
    expect(typedIn(screen.getByLabelText('Lugar de pernocte'))).toBe('L5');
    expect(screen.queryByText('PEA de destino')).toBeNull();
  });

  it('deletes the only tow by emptying it, which sends no tow', async () => {
    const bodies = stubSave('v1/leg/modified');
    open({ leg: leg({ trailers_departure: [tow] }), side: 'departure' });
    expect(screen.getByTestId('trailer-count')?.textContent).toMatch('1 remolque registrado');
    fireEvent.click(screen.getByRole('button', { name: 'Registrar remolque' }));
    const save = screen.getByRole('button', { name: 'Guardar remolques' });
    expect(disabled(save)).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Eliminar remolque #1' }));
    expect(typedIn(screen.getByLabelText('Inicio'))).toBe('');
    expect(disabled(save)).toBe(false);
    fireEvent.click(save);
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({ _id: ID, version: 4, trailers_departure: [] });
  });

  it('lets a reader read the tows, without recording any', () => {
    open({ leg: leg({ trailers_arrival: [tow] }), readOnly: true });
    expect(screen.queryByRole('button', { name: 'Registrar remolque' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Guardar/ })).toBeNull();
    const details = screen.getByRole('article');
    expect(within(details).getByText('Remolque #1')).toBeTruthy();
    expect(within(details).getByText('L5')).toBeTruthy();
    expect(within(details).getByText('30 minutos')).toBeTruthy();
    // The drawer's fieldset disables every field (happy-dom does not reflect it on the input).
    expect(comments()[0]?.closest('fieldset')?.disabled).toBe(true);
  });
});
