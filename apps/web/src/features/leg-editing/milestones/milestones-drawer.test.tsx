import { testLeg } from '@board/domain/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderDrawer } from '../../../lib/legs/render-drawer.tsx';
import { stubServer } from '../../../lib/test-utils.tsx';
import { MilestonesDrawer } from './milestones-drawer.tsx';

const leg = testLeg({
  depstn: 'MIA',
  arrstn: 'LIM',
  milestones_departure: { milestones: { close_doors: '10:55' }, comments: 'Sin novedad' },
});

const open = (side: 'arrival' | 'departure') =>
  renderDrawer(MilestonesDrawer, { kind: 'milestones', leg, side }).onClose;

const group = (name: string) => screen.getByRole('group', { name });
const input = (scope: HTMLElement, label: string) =>
  within(scope).getByLabelText(label) as HTMLInputElement;
const save = () => screen.getByRole('button', { name: 'Guardar' }) as HTMLButtonElement;

describe('the milestones drawer', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows every departure field in its group, filled from what was recorded', () => {
    open('departure');
    expect(screen.getByText('Hitos de salida')).toBeTruthy();
    expect(input(group('Embarque'), 'Cierre de puertas').value).toBe('10:55');
    expect(input(group('Embarque'), 'Entrega').value).toBe('');
    expect(input(group('Agente de rampa'), 'Inicial').maxLength).toBe(1);
    expect(input(group('Comentarios'), 'Comentarios').value).toBe('Sin novedad');
    expect(screen.getByRole('combobox', { name: 'Tipo de PEA' })).toBeTruthy();
    // Times are at most five characters (section 5).
    expect(input(group('Combustible'), 'Inicio combustible').maxLength).toBe(5);
    expect(save().disabled).toBe(true);
  });

  it('refuses an invalid time where it was typed, and sends the whole record', async () => {
    const bodies: Record<string, unknown>[] = [];
    stubServer({
      'v1/leg/modified': (body) => {
        bodies.push(body as Record<string, unknown>);
        return { status: 200, body: { data: { leg: testLeg({ version: 2 }) } } };
      },
    });
    const onClose = open('arrival');
    const aircraft = group('Avión');
    fireEvent.change(input(aircraft, 'Calzos'), { target: { value: '24:00' } });
    fireEvent.blur(input(aircraft, 'Calzos'));
    fireEvent.click(save());
    expect(await within(aircraft).findByText('Ingrese una hora válida (HH:MM)')).toBeTruthy();
    expect(bodies).toHaveLength(0);

    fireEvent.change(input(aircraft, 'Calzos'), { target: { value: '7:05' } });
    fireEvent.change(input(aircraft, 'Operarios'), { target: { value: '4' } });
    fireEvent.click(save());
    await screen.findByText('Cambios guardados con éxito');
    expect(bodies[0]).toMatchObject({
      _id: leg._id,
      version: 1,
      milestones_arrival: {
        milestones: { chock: '7:05', operators_number: '4', pea: '' },
        tape_baggages: { first_bag: '', last_bag: '' },
      },
    });
    expect(onClose).toHaveBeenCalled();
  });
});
