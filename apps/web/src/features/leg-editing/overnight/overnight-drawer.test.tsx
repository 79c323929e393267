import {
  currentRegistration,
  type FieldError,
  type Leg,
  type OvernightRecord,
  type OvernightRow,
} from '@board/domain';
import { testLeg } from '@board/domain/testing';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderDrawer } from '../../../lib/legs/render-drawer.tsx';
import { stubServer } from '../../../lib/test-utils.tsx';
import { OvernightDrawer } from './overnight-drawer.tsx';

const recorded: OvernightRecord = {
  type: { code: 2, name: 'Lateral' },
  ubication: 'L5',
  comment: 'Sin GPU',
  cut: false,
  cut_duration: { start: '', end: '', total: null, authorizer: '' },
};

const arrival = (n: number, registration: string, over: Partial<Leg> = {}) =>
  testLeg({
    _id: `8f0c5a52-9a53-4d0e-a2a4-3c1d1f6f0a1${n}`,
    version: 3,
    flight_number: `LA21${n}0`,
    registration,
    ...over,
  });

const la2110 = arrival(1, 'AZC');
const la2130 = arrival(3, 'AZE', { overnight: recorded });
const la2140 = arrival(4, 'DBF');
// Recorded before the day changed: AZC lands again on LA2110, AZE on LA2130.
const la2150 = arrival(5, 'AZC', { overnight: recorded });
const la2160 = arrival(6, 'AZE', { overnight: recorded });
const arrivals = [la2110, arrival(2, 'DBF/DBJ'), la2130, la2140, la2150, la2160];

const laterArrival = (registration: string, flight: string) => ({
  key: 'validation.overnightLaterArrival',
  params: { registration, flight },
});
const problems = new Map([
  [la2150._id, laterArrival('CC-AZC', 'LA2110')],
  [la2160._id, laterArrival('CC-AZE', 'LA2130')],
]);
const rows: OvernightRow[] = arrivals.map((leg) => ({
  registration: currentRegistration(leg.registration),
  arrival: leg,
  departure: null,
  placement_problem: problems.get(leg._id) ?? null,
}));

const open = (leg: Leg, readOnly = false) =>
  renderDrawer(OvernightDrawer, {
    kind: 'overnight',
    leg,
    side: 'arrival',
    readOnly,
    choices: rows,
  }).onClose;

/** Answers saves with `status` (a 400 refuses `fields`), keeping the bodies sent. */
function stubSave(status = 200, fields: (FieldError & { message: string })[] = []) {
  const bodies: Record<string, unknown>[] = [];
  const code = status === 400 ? 'VALIDATION_FAILED' : 'INTERNAL';
  stubServer({
    'v1/leg/modified': (body) => {
      bodies.push(body as Record<string, unknown>);
      return status === 200
        ? { status, body: { data: { leg: testLeg({ version: 4 }) } } }
        : { status, body: { error: { code, message: 'x', fields } } };
    },
  });
  return bodies;
}

const combo = (name: string) => screen.getByRole('combobox', { name }) as HTMLInputElement;
function choose(name: string, option: RegExp) {
  fireEvent.click(combo(name));
  fireEvent.click(screen.getByRole('option', { name: option }));
}
const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) =>
  fireEvent.change(field(label), { target: { value } });
const saveButton = () => screen.getByRole('button', { name: 'Guardar' }) as HTMLButtonElement;
/** The names of the options a combobox offers, without their examples. */
function offered(name: string) {
  fireEvent.click(combo(name));
  const names = screen.getAllByRole('option').map((o) => o.firstChild?.textContent);
  fireEvent.click(combo(name));
  return names;
}

describe('the overnight drawer', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('adds an overnight on the arrival chosen by registration and flight', async () => {
    const bodies = stubSave();
    open(la2110);
    expect(screen.getByText('Agregar pernocte')).toBeTruthy();
    expect(saveButton().disabled).toBe(true);

    // AZE already has an overnight: adding does not offer it.
    fireEvent.click(combo('Matrícula'));
    const offered = screen.getAllByRole('option').map((o) => o.textContent);
    expect(offered).toEqual(['CC-AZC', 'CC-DBF']);
    fireEvent.click(screen.getByRole('option', { name: 'CC-DBF' }));
    expect(combo('Vuelo de llegada').value).toBe('LA2120');
    choose('Vuelo de llegada', /^LA2140$/);

    choose('Tipo de pernocte', /^Lateral/);
    expect(field('Ubicación').placeholder).toBe('Ej.: L5');
    type('Ubicación', 'L7');
    expect(saveButton().disabled).toBe(false);
    fireEvent.click(saveButton());
    await screen.findByText('Agregado con éxito');
    expect(bodies[0]).toMatchObject({
      _id: la2140._id,
      version: 3,
      overnight: { type: { code: 2 }, ubication: 'L7', cut: false },
    });
  });

  it('asks for start, end and authorizer once the cut is on, and totals it', () => {
    stubSave();
    open(la2110);
    type('Comentario', 'Corte de energía');
    expect(saveButton().disabled).toBe(false);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Corte' }));
    expect(saveButton().disabled).toBe(true);
    type('Inicio', '22:00');
    type('Fin', '6:30');
    expect(screen.getByTestId('cut-total').textContent).toBe('510 minutos');
    expect(saveButton().disabled).toBe(true);
    type('Autorizado por', 'J. Rojas');
    expect(saveButton().disabled).toBe(false);
    type('Fin', '24:00');
    expect(screen.getByTestId('cut-total').textContent).toBe('');
    expect(saveButton().disabled).toBe(true);
  });

  it('edits with the registration fixed, and deletes', async () => {
    const bodies = stubSave();
    const onClose = open(la2130);
    expect(screen.getByText('Editar pernocte')).toBeTruthy();
    expect(combo('Matrícula').disabled).toBe(true);
    expect(field('Ubicación').value).toBe('L5');
    fireEvent.click(screen.getByRole('button', { name: 'Eliminar' }));
    await screen.findByText('Eliminado con éxito');
    expect(bodies[0]).toMatchObject({ _id: la2130._id, overnight: null });
    expect(onClose).toHaveBeenCalled();
  });

  it('closes and says so when adding fails', async () => {
    stubSave(500);
    const onClose = open(la2110);
    type('Comentario', 'Sin GPU');
    fireEvent.click(saveButton());
    await screen.findByText('Error al agregar vuelo');
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('shows a reader the record with nothing to change', () => {
    open(la2130, true);
    expect(screen.getByText('Pernocte')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Guardar' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Eliminar' })).toBeNull();
    expect(field('Ubicación').closest('fieldset')?.disabled).toBe(true);
  });

  it('offers only the overnight types of the arrival station', () => {
    open(la2110);
    expect(offered('Tipo de pernocte')).toEqual(['PEA/Parking', 'Lateral', 'Grupo 8', 'Destino']);
    cleanup();
    open(arrival(7, 'AZG', { arrstn: 'SCL' }));
    expect(offered('Tipo de pernocte')).toEqual([
      'PEA/Parking',
      'Calle de rodaje',
      'Base de mantenimiento',
      'Destino',
    ]);
  });

  it("names another station's stored type and asks for one of its own", () => {
    stubSave();
    open(arrival(8, 'AZH', { arrstn: 'SCL', overnight: recorded }));
    expect(screen.getByText('El tipo Lateral solo existe en LIM')).toBeTruthy();
    expect(combo('Tipo de pernocte').value).toBe('');
    expect(saveButton().disabled).toBe(true);
    choose('Tipo de pernocte', /^Calle de rodaje/);
    expect(screen.queryByText('El tipo Lateral solo existe en LIM')).toBeNull();
    expect(saveButton().disabled).toBe(false);
  });

  it('keeps a misplaced record readable and deletable, but not savable there', async () => {
    const bodies = stubSave();
    open(la2160);
    const message =
      'CC-AZE vuelve a llegar en el LA2130: registre el pernocte en esa llegada, la última del día';
    expect(screen.getByRole('alert').textContent).toContain(message);
    // Its right arrival already holds an overnight: nothing to move it to.
    expect(screen.getByRole('alert').textContent).toContain('elimine el registro');
    expect(field('Ubicación').value).toBe('L5');
    expect(saveButton().disabled).toBe(true);
    type('Comentario', 'Otro comentario');
    expect(saveButton().disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Eliminar' }));
    await screen.findByText('Eliminado con éxito');
    expect(bodies[0]).toMatchObject({ _id: la2160._id, overnight: null });
  });

  it('moves a misplaced record to the right arrival of its aircraft', async () => {
    const bodies = stubSave();
    open(la2150);
    expect(screen.getByRole('alert').textContent).toContain('CC-AZC vuelve a llegar en el LA2110');
    expect(offered('Vuelo de llegada')).toEqual(['LA2110', 'LA2150']);
    choose('Vuelo de llegada', /^LA2110$/);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(field('Ubicación').value).toBe('L5');
    expect(screen.queryByRole('button', { name: 'Eliminar' })).toBeNull();
    expect(saveButton().disabled).toBe(false);
    fireEvent.click(saveButton());
    await screen.findByText('Cambios guardados con éxito');
    expect(bodies[0]).toMatchObject({
      _id: la2110._id,
      overnight: { type: { code: 2 }, ubication: 'L5', comment: 'Sin GPU' },
    });
  });

  it('offers no misplaced arrival when choosing another flight', () => {
    open(la2130);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(offered('Vuelo de llegada')).toEqual(['LA2130']);
  });

  it("closes on a refused save with the server's reason in the toast", async () => {
    stubSave(400, [{ path: 'overnight', message: 'x', ...laterArrival('CC-AZC', 'LA2150') }]);
    const onClose = open(la2110);
    type('Comentario', 'Sin GPU');
    fireEvent.click(saveButton());
    await screen.findByText('Error al agregar vuelo');
    expect(
      screen.getByText(
        'CC-AZC vuelve a llegar en el LA2150: registre el pernocte en esa llegada, la última del día',
      ),
    ).toBeTruthy();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });
});
