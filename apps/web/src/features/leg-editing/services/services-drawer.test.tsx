import type { Leg, ServiceRecord } from '@board/domain';
import { testLeg } from '@board/domain/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderDrawer } from '../../../lib/legs/render-drawer.tsx';
import { stubServer } from '../../../lib/test-utils.tsx';
import { serviceTotalText } from './service-row.tsx';
import { ServicesDrawer } from './services-drawer.tsx';

const ID = '8f0c5a52-9a53-4d0e-a2a4-3c1d1f6f0a11';

const gpu: ServiceRecord = {
  code: 'GPU',
  name: 'Unidad de energía en tierra (GPU)',
  description: 'Cable 2',
  duration: { start: '10:00', end: '10:45', total: 45 },
};

const leg = (over: Partial<Leg> = {}) =>
  testLeg({
    _id: ID,
    version: 7,
    flight_number: 'LA2045',
    registration: 'AZC',
    depstn: 'LIM',
    arrstn: 'CUZ',
    datop_local: '2026-11-22',
    arrival_date: '2026-11-22',
    additional_services_arrival: [],
    additional_services_departure: [gpu],
    ...over,
  });

function open(request: { side?: 'arrival' | 'departure'; readOnly?: boolean } = {}) {
  renderDrawer(ServicesDrawer, { kind: 'services', leg: leg(), ...request });
}

/** Answers a save with the body it received, so the test can read what was sent. */
function stubSave() {
  const bodies: unknown[] = [];
  stubServer({
    'v1/leg/modified': (body) => {
      bodies.push(body);
      return { status: 400, body: { error: { code: 'VALIDATION_FAILED', fields: [] } } };
    },
  });
  return bodies;
}

const box = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement;
const row = (name: string) => screen.getByRole('group', { name });
const save = () => screen.getByRole('button', { name: 'Guardar' }) as HTMLButtonElement;
const getField = (scope: HTMLElement, label: string) =>
  within(scope).getByLabelText(label) as HTMLInputElement;
const type = (scope: HTMLElement, label: string, value: string) =>
  fireEvent.change(getField(scope, label), { target: { value } });

describe('the additional services drawer', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists the 13 services, the recorded ones checked and filled', () => {
    open();
    expect(screen.getAllByRole('checkbox')).toHaveLength(13);
    expect(box('Unidad de energía en tierra (GPU)').checked).toBe(true);
    expect(box('Agua y residuos').checked).toBe(false);
    const recorded = row('Unidad de energía en tierra (GPU)');
    expect(getField(recorded, 'Descripción').value).toBe('Cable 2');
    expect(screen.getByTestId('service-total-GPU').textContent).toBe('45 minutos');
    expect(screen.getByText('1 servicio seleccionado')).toBeTruthy();
    expect(save().disabled).toBe(true);
  });

  it('reveals the fields of a service once checked, its total worked out as typed', () => {
    open();
    expect(screen.queryByRole('group', { name: 'Agua y residuos' })).toBeNull();
    fireEvent.click(box('Agua y residuos'));
    const water = row('Agua y residuos');
    expect(save().disabled).toBe(false);
    const total = screen.getByTestId('service-total-AYR');
    expect(total.textContent).toBe('');
    type(water, 'Inicio', '23:50');
    type(water, 'Fin', '00:20');
    expect(total.textContent).toBe('30 minutos');
    type(water, 'Fin', '23:51');
    expect(total.textContent).toBe('1 minuto');
    type(water, 'Fin', '24:00');
    expect(total.textContent).toBe('');
  });

  it('asks for a description before sending anything', async () => {
    const bodies = stubSave();
    open();
    fireEvent.click(box('Agua y residuos'));
    fireEvent.click(save());
    await screen.findByText('Este campo es obligatorio', { selector: '[class*="messageError"]' });
    expect(bodies).toHaveLength(0);
  });

  it('takes the user to the first missing description and names every service lacking one', async () => {
    const bodies = stubSave();
    open();
    fireEvent.click(box('Agua y residuos'));
    fireEvent.click(box('Carro de equipaje'));
    type(row('Carro de equipaje'), 'Inicio', '7:05');
    fireEvent.click(save());
    const toast = await screen.findByText('Falta la descripción de un servicio');
    expect(toast.parentElement?.textContent).toContain(
      'Escriba la descripción de: Agua y residuos, Carro de equipaje',
    );
    await waitFor(() =>
      expect(document.activeElement).toBe(getField(row('Agua y residuos'), 'Descripción')),
    );
    expect(bodies).toHaveLength(0);
  });

  it('sends the checked services, which replace the recorded ones', async () => {
    const bodies = stubSave();
    open();
    fireEvent.click(box('Unidad de energía en tierra (GPU)'));
    fireEvent.click(box('Carro de equipaje'));
    const cart = row('Carro de equipaje');
    type(cart, 'Descripción', ' Dos carros ');
    type(cart, 'Inicio', '7:05');
    fireEvent.click(save());
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({
      _id: ID,
      version: 7,
      additional_services_departure: [
        { code: 'CEQ', description: 'Dos carros', duration: { start: '7:05', end: '' } },
      ],
    });
  });

  it('shows a reader only what was recorded, without saving', () => {
    open({ readOnly: true });
    expect(screen.getAllByRole('checkbox')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Guardar' })).toBeNull();
    expect(box('Unidad de energía en tierra (GPU)').closest('fieldset')?.disabled).toBe(true);
    // Nothing is asked of a reader.
    expect(screen.queryByText('Este campo es obligatorio')).toBeNull();
  });

  it('starts the arrival side from its own services', () => {
    open({ side: 'arrival' });
    expect(screen.getByRole('heading', { name: 'Servicios adicionales de llegada' })).toBeTruthy();
    expect(screen.getAllByRole('checkbox').filter((b) => (b as HTMLInputElement).checked)).toEqual(
      [],
    );
  });
});

describe('the total of a service', () => {
  const t = i18next.t.bind(i18next);
  it.each([
    ['10:00', '10:30', '30 minutos'],
    ['10:00', '10:01', '1 minuto'],
    ['23:59', '0:10', '11 minutos'],
    ['10:00', '10:00', '0 minutos'],
    ['10:00', '', ''],
    ['', '10:00', ''],
    ['7:5', '08:00', ''],
  ])('from %s to %s reads "%s"', (start, end, text) => {
    expect(serviceTotalText(t, { start, end })).toBe(text);
  });
});
