import type { AuthenticateResponse, DelayEntry, Leg, Role } from '@board/domain';
import { testLeg } from '@board/domain/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderDrawer } from '../../../lib/legs/render-drawer.tsx';
import { stubServer } from '../../../lib/test-utils.tsx';
import { session } from '../../../session/session.ts';
import { DelaysDrawer } from './delays-drawer.tsx';

const ID = '8f0c5a52-9a53-4d0e-a2a4-3c1d1f6f0a11';

const codes = [
  { code: '15', alpha: 'PH', name: 'Embarque', iataResponsible: 'Tráfico / pasajeros' },
  { code: '81', alpha: 'AT', name: 'Restricción ATFM', iataResponsible: 'Autoridades' },
  { code: '93', alpha: 'RA', name: 'Llegada tardía', iataResponsible: 'Reaccionario' },
];

const recorded = (over: Partial<DelayEntry> = {}): DelayEntry => ({
  delay: { code: '93', name: 'Llegada tardía', iataResponsible: 'Reaccionario' },
  minutes: 20,
  description: 'Lluvia en SCL',
  last_editor: { name: 'Ana Díaz', role: 'CTA' },
  last_update: '2026-11-22T14:05:00Z',
  modified_by_duty: false,
  ...over,
});

/** A departure as the list answers it; only the fields the drawer reads matter here. */
const leg = (delays: DelayEntry[] = []) =>
  testLeg({
    _id: ID,
    version: 4,
    flight_number: 'LA2045',
    registration: 'AZC',
    depstn: 'LIM',
    arrstn: 'SCL',
    datop_local: '2026-11-22',
    arrival_date: '2026-11-22',
    delays,
    delays_codes: delays.map((d) => d.delay.code).join('/'),
    delays_min_total: delays.reduce((sum, d) => sum + d.minutes, 0),
  });

const signedIn = (role: Role): AuthenticateResponse => ({
  access_token: 'at',
  refresh_token: 'rt',
  token_type: 'Bearer',
  expires_in: 900,
  content: {
    email: 'someone@example.com',
    full_name: 'María Quispe',
    role,
    app_properties: [{ name: 'station', value: 'LIM' }],
  },
});

const open = (at: Leg = leg(), readOnly = false) =>
  renderDrawer(DelaysDrawer, { kind: 'delays', leg: at, readOnly });

/** The delay codes, and a refusal of every save that keeps each body and path sent. */
function stubServerSaves(delayCodes: { status: number; body: unknown } = ok(codes)) {
  const sent: { path: string; body: unknown }[] = [];
  const refuse = (path: string) => (body: unknown) => {
    sent.push({ path, body });
    return { status: 400, body: { error: { code: 'VALIDATION_FAILED', fields: [] } } };
  };
  stubServer({
    'v1/delaycode': delayCodes,
    'v1/leg/history': ok([]),
    'v1/leg/store-delays': refuse('store-delays'),
    'v1/leg/update-delays': refuse('update-delays'),
  });
  return sent;
}
function ok(data: unknown) {
  return { status: 200, body: { data } };
}

/**
 * A save refused once as stale, answering the leg as recorded now; every later save is refused
 * too, but only the path and body sent are kept.
 */
function stubConflict(first: 'store-delays' | 'update-delays', current: Leg) {
  const sent: { path: string; body: unknown }[] = [];
  const answer = (path: string) => (body: unknown) => {
    sent.push({ path, body });
    if (sent.length === 1 && path === first) {
      const error = { code: 'VERSION_CONFLICT', message: 'stale', current };
      return { status: 409, body: { error } };
    }
    return { status: 400, body: { error: { code: 'VALIDATION_FAILED', fields: [] } } };
  };
  stubServer({
    'v1/delaycode': ok(codes),
    'v1/leg/history': ok([]),
    'v1/leg/store-delays': answer('store-delays'),
    'v1/leg/update-delays': answer('update-delays'),
  });
  return sent;
}

/** The departure as someone else saved it meanwhile: a later version with these delays. */
const savedMeanwhile = (delays: DelayEntry[]) =>
  testLeg({
    ...leg(delays),
    version: 5,
    delays_codes: delays.map((d) => d.delay.code).join('/'),
  });

const button = (name: string | RegExp) => screen.getByRole('button', { name }) as HTMLButtonElement;
const entry = (n: number) => screen.getByRole('group', { name: `Demora #${n}` });
const type = (n: number, label: string, value: string) =>
  fireEvent.change(within(entry(n)).getByLabelText(label), { target: { value } });

async function choose(n: number, code: string) {
  fireEvent.click(within(entry(n)).getByRole('combobox'));
  fireEvent.click(await screen.findByRole('option', { name: new RegExp(`^${code} ·`) }));
}

describe('the delay drawer', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    session.clear();
  });

  it('registers the first delays, adding another only once each has its code', async () => {
    const sent = stubServerSaves();
    open();
    const save = button('Registrar');
    const add = button('Agregar demora');
    expect(add.disabled).toBe(true);
    await choose(1, '93');
    expect(within(entry(1)).getByTestId('delay-meaning-0').textContent).toMatch(
      /Llegada tardía.*Reaccionario/,
    );
    expect(add.disabled).toBe(false);
    type(1, 'Minutos', '20');
    type(1, 'Descripción', ' Lluvia ');
    fireEvent.click(add);
    expect(add.disabled).toBe(true);
    await choose(2, '15');
    type(2, 'Minutos', '5');
    expect(screen.getByTestId('delays-total').textContent).toBe('25');
    fireEvent.click(save);
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      path: 'store-delays',
      body: {
        _id: ID,
        version: 4,
        depstn: 'LIM',
        delays: [
          { delay: { code: '93' }, minutes: 20, description: 'Lluvia' },
          { delay: { code: '15' }, minutes: 5, description: '' },
        ],
        delays_min_total: 25,
      },
    });
  });

  it('says Registrado con éxito after the first registration', async () => {
    stubServer({
      'v1/delaycode': ok(codes),
      'v1/leg/history': ok([]),
      'v1/leg/store-delays': ok({ leg: testLeg({ version: 5 }) }),
    });
    open();
    await choose(1, '93');
    type(1, 'Minutos', '20');
    fireEvent.click(button('Registrar'));
    await screen.findByText('Registrado con éxito');
  });

  it('allows three entries at most', async () => {
    stubServerSaves();
    open(
      leg([
        recorded(),
        recorded({ delay: { code: '15', name: 'Embarque', iataResponsible: 'Pasajeros' } }),
      ]),
    );
    fireEvent.click(button('Agregar demora'));
    await choose(3, '81');
    expect(button('Agregar demora').disabled).toBe(true);
  });

  it('says what is wrong with an entry, field by field', async () => {
    const sent = stubServerSaves();
    open(leg([recorded()]));
    fireEvent.click(button('Agregar demora'));
    fireEvent.click(button('Guardar'));
    expect(await within(entry(2)).findByText('Debe seleccionar un código')).toBeTruthy();
    expect(within(entry(2)).getByText('Ingrese un número válido')).toBeTruthy();
    await choose(2, '93');
    type(2, 'Minutos', '0');
    expect(await within(entry(2)).findByText('El valor debe ser mayor a 0')).toBeTruthy();
    type(2, 'Minutos', '4');
    expect(await within(entry(2)).findByText('El código ya fue seleccionado')).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('says a code is repeated as soon as it is picked, and no more once changed', async () => {
    const sent = stubServerSaves();
    open(leg([recorded()]));
    fireEvent.click(button('Agregar demora'));
    // The new entry starts at its code, and nothing is said of fields not yet reached.
    await waitFor(() =>
      expect(document.activeElement).toBe(within(entry(2)).getByRole('combobox')),
    );
    expect(within(entry(2)).queryByRole('alert')).toBeNull();
    await choose(2, '93');
    expect(await within(entry(2)).findByText('El código ya fue seleccionado')).toBeTruthy();
    expect(screen.queryByText('Debe seleccionar un código')).toBeNull();
    // Nothing was asked of the minutes yet: only the code is judged on picking it.
    expect(within(entry(2)).queryByText('Ingrese un número válido')).toBeNull();
    await choose(2, '15');
    await waitFor(() =>
      expect(within(entry(2)).queryByText('El código ya fue seleccionado')).toBeNull(),
    );
    // Changing the first entry to the second's code moves the message to the second.
    await choose(1, '15');
    expect(await within(entry(2)).findByText('El código ya fue seleccionado')).toBeTruthy();
    expect(within(entry(1)).queryByText('El código ya fue seleccionado')).toBeNull();
    expect(sent).toEqual([]);
  });

  it('shows who last recorded an entry, and clears the only one to save no delays', async () => {
    const sent = stubServerSaves();
    open(leg([recorded()]));
    const editor = within(entry(1)).getByText(/Última edición: Ana Díaz \(CTA\)/);
    expect(editor.textContent).toMatch(/· 22-11 09:05$/);
    fireEvent.click(button('Eliminar demora #1'));
    expect((within(entry(1)).getByLabelText('Minutos') as HTMLInputElement).value).toBe('');
    expect(screen.queryByRole('button', { name: 'Eliminar demora #1' })).toBeNull();
    fireEvent.click(button('Guardar'));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      path: 'update-delays',
      body: { delays: [], delays_min_total: 0 },
    });
  });

  it('keeps a CTA from changing what a supervisor recorded', async () => {
    stubServerSaves();
    await session.start(signedIn('CTA'));
    open(leg([recorded({ modified_by_duty: true })]));
    expect(screen.getByText(/solo un supervisor puede modificarlas/)).toBeTruthy();
    expect(button('Guardar').disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Agregar demora' })).toBeNull();
    expect((within(entry(1)).getByLabelText('Minutos') as HTMLInputElement).disabled).toBe(true);
    expect(within(entry(1)).getByText('Registrada por un supervisor')).toBeTruthy();
  });

  it('lets a supervisor change what a supervisor recorded', async () => {
    const sent = stubServerSaves();
    await session.start(signedIn('DUTY'));
    open(leg([recorded({ modified_by_duty: true })]));
    expect(screen.queryByText(/solo un supervisor puede modificarlas/)).toBeNull();
    type(1, 'Minutos', '30');
    fireEvent.click(button('Guardar'));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ path: 'update-delays', body: { delays_min_total: 30 } });
  });

  it('after a conflict, locks a CTA out of what a supervisor recorded meanwhile', async () => {
    const sent = stubConflict(
      'store-delays',
      savedMeanwhile([recorded({ modified_by_duty: true })]),
    );
    await session.start(signedIn('CTA'));
    open();
    expect(screen.queryByText(/solo un supervisor puede modificarlas/)).toBeNull();
    await choose(1, '15');
    type(1, 'Minutos', '10');
    fireEvent.click(button('Registrar'));
    expect(await screen.findByTestId('conflict-current')).toBeTruthy();
    expect(sent.map((s) => s.path)).toEqual(['store-delays']);
    expect(screen.getByText(/solo un supervisor puede modificarlas/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Registrar' })).toBeNull();
    expect(button('Guardar').disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Agregar demora' })).toBeNull();
    expect((within(entry(1)).getByLabelText('Minutos') as HTMLInputElement).disabled).toBe(true);
  });

  it('after a conflict, updates the delays registered meanwhile instead of registering', async () => {
    const sent = stubConflict(
      'store-delays',
      savedMeanwhile([recorded({ modified_by_duty: true })]),
    );
    await session.start(signedIn('DUTY'));
    open();
    await choose(1, '15');
    type(1, 'Minutos', '10');
    fireEvent.click(button('Registrar'));
    expect(await screen.findByTestId('conflict-current')).toBeTruthy();
    expect(screen.queryByText(/solo un supervisor puede modificarlas/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Registrar' })).toBeNull();
    fireEvent.click(button('Guardar'));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toMatchObject({
      path: 'update-delays',
      body: { version: 5, delays: [{ delay: { code: '15' }, minutes: 10 }] },
    });
  });

  it('after a conflict, registers again once the delays were cleared meanwhile', async () => {
    const sent = stubConflict('update-delays', savedMeanwhile([]));
    await session.start(signedIn('CTA'));
    open(leg([recorded()]));
    type(1, 'Minutos', '30');
    fireEvent.click(button('Guardar'));
    expect(await screen.findByTestId('conflict-current')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Guardar' })).toBeNull();
    fireEvent.click(button('Registrar'));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toMatchObject({
      path: 'store-delays',
      body: { version: 5, delays: [{ delay: { code: '93' }, minutes: 30 }] },
    });
  });

  it('lets a reader read the delays, without saving', () => {
    stubServerSaves();
    open(leg([recorded()]), true);
    expect(screen.queryByRole('button', { name: /Guardar|Registrar/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Agregar demora' })).toBeNull();
    expect(entry(1).closest('form')?.querySelector('fieldset')?.disabled).toBe(true);
  });

  it('tags an entry that came from a movement message, and says where it came from', () => {
    stubServerSaves();
    open(
      leg([
        recorded({ source: 'MVT', sub_code: 'A', last_editor: { name: 'MVT', role: '' } }),
        recorded({ delay: { code: '15', name: 'Embarque', iataResponsible: 'Pasajeros' } }),
      ]),
    );
    const tag = within(entry(1)).getByTitle('Registrado desde un mensaje MVT');
    expect(tag.textContent).toBe('MVT');
    const source = within(entry(1)).getByText(/Recibida por mensaje MVT/);
    // The sub-code the message gave the code is kept beside it.
    expect(source.textContent).toBe('Recibida por mensaje MVT · subcódigo 93A · 22-11 09:05');
    expect(within(entry(2)).queryByTitle('Registrado desde un mensaje MVT')).toBeNull();
    expect(within(entry(2)).getByText(/Última edición: Ana Díaz \(CTA\)/)).toBeTruthy();
  });

  it('unfolds the movement message of a departure that pushed back', async () => {
    const text = 'MVT\nLA2045/22.CCAZC.LIM\nAD1420 EA1700 SCL\nDL93/0020';
    stubServer({
      'v1/delaycode': ok(codes),
      'v1/leg/history': ok([]),
      'v1/movement/text': ok({ text, remark: null }),
    });
    open({
      ...leg([recorded()]),
      std: '2026-11-22T14:00:00.000Z',
      sta: '2026-11-22T17:00:00.000Z',
      eta: null,
      control_taxi_pushback: '2026-11-22T14:20:00.000Z',
      control_taxi_toff: null,
    });
    expect((await screen.findByTestId('mvt-text')).textContent).toBe(text);
  });

  it('keeps the movement message folded before the departure pushed back', () => {
    stubServerSaves();
    open();
    expect((screen.getByTestId('mvt-section') as HTMLDetailsElement).open).toBe(false);
  });

  it('says so when the delay codes cannot be loaded', async () => {
    stubServerSaves({ status: 500, body: { error: { code: 'INTERNAL' } } });
    open();
    expect(await screen.findByText('Error al cargar los códigos de demora')).toBeTruthy();
  });
});
