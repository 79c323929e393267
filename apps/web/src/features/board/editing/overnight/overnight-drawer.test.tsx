import type { Leg, OvernightRecord } from '@board/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../../../../components/ui/index.ts';
import { testLeg } from '../../../../lib/test-leg.ts';
import { stubServer } from '../../../../lib/test-utils.tsx';
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

const arrivals = [
  arrival(1, 'AZC'),
  arrival(2, 'DBF/DBJ'),
  arrival(3, 'AZE', { overnight: recorded }),
  arrival(4, 'DBF'),
];

function open(leg: Leg, readOnly = false) {
  const onClose = vi.fn();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <OvernightDrawer
          request={{ kind: 'overnight', leg, side: 'arrival', readOnly, choices: arrivals }}
          open
          onClose={onClose}
        />
      </ToastProvider>
    </QueryClientProvider>,
  );
  return onClose;
}

/** Answers saves with `status`, keeping the bodies sent. */
function stubSave(status = 200) {
  const bodies: Record<string, unknown>[] = [];
  stubServer({
    'v1/leg/modified': (body) => {
      bodies.push(body as Record<string, unknown>);
      return status === 200
        ? { status, body: { data: { leg: testLeg({ version: 4 }) } } }
        : { status, body: { error: { code: 'INTERNAL', message: 'x' } } };
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

describe('the overnight drawer', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('adds an overnight on the arrival chosen by registration and flight', async () => {
    const bodies = stubSave();
    open(arrivals[0] as Leg);
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
      _id: arrivals[3]?._id,
      version: 3,
      overnight: { type: { code: 2 }, ubication: 'L7', cut: false },
    });
  });

  it('asks for start, end and authorizer once the cut is on, and totals it', () => {
    stubSave();
    open(arrivals[0] as Leg);
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
    const onClose = open(arrivals[2] as Leg);
    expect(screen.getByText('Editar pernocte')).toBeTruthy();
    expect(combo('Matrícula').disabled).toBe(true);
    expect(field('Ubicación').value).toBe('L5');
    fireEvent.click(screen.getByRole('button', { name: 'Eliminar' }));
    await screen.findByText('Eliminado con éxito');
    expect(bodies[0]).toMatchObject({ _id: arrivals[2]?._id, overnight: null });
    expect(onClose).toHaveBeenCalled();
  });

  it('closes and says so when adding fails', async () => {
    stubSave(500);
    const onClose = open(arrivals[0] as Leg);
    type('Comentario', 'Sin GPU');
    fireEvent.click(saveButton());
    await screen.findByText('Error al agregar vuelo');
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('shows a reader the record with nothing to change', () => {
    open(arrivals[2] as Leg, true);
    expect(screen.getByText('Pernocte')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Guardar' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Eliminar' })).toBeNull();
    expect(field('Ubicación').closest('fieldset')?.disabled).toBe(true);
  });
});
