import type { DelayCode } from '@board/domain';
import { QueryClient } from '@tanstack/react-query';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { delayCodeKeys } from '../../../catalogues/list-delay-codes.ts';
import { renderRoutes, stubServer } from '../../../lib/test-utils.tsx';
import { AirlineCodesSection } from './airline-codes-section.tsx';

const IATA: DelayCode[] = [
  { code: '06', alpha: 'OA', name: 'Sin puerta', iataResponsible: 'Aerolínea' },
  { code: '93', alpha: 'RA', name: 'Llegada tardía', iataResponsible: 'Reaccionario' },
];
const own = (code: string, alpha: string, name: string): DelayCode => ({
  code,
  alpha,
  name,
  iataResponsible: 'Aerolínea',
});

/** GET /v1/delaycode and a save that answers the new catalogue, as the server does. */
function codesServer(initial: DelayCode[], refusal?: { status: number; body: unknown }) {
  let catalogue = [...initial, ...IATA];
  const saves: unknown[] = [];
  stubServer({
    'v1/delaycode': () => ({ status: 200, body: { data: catalogue } }),
    'v1/delaycode/airline': (body) => {
      saves.push(body);
      if (refusal) return refusal;
      const { codes } = body as { codes: { code: string; alpha: string | null; name: string }[] };
      catalogue = [...codes.map((c) => own(c.code, c.alpha ?? '', c.name)), ...IATA];
      return { status: 200, body: { data: catalogue } };
    },
  });
  return saves;
}

const open = () => renderRoutes([{ path: '/admin', element: <AirlineCodesSection /> }], '/admin');
const row = (code: string) => screen.getByRole('group', { name: `Código propio ${code}` });
const fill = (code: string, label: string, value: string) =>
  fireEvent.change(within(row(code)).getByLabelText(label), { target: { value } });
const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;

describe('the airline delay codes section', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows only the codes 00-05 of the catalogue', async () => {
    codesServer([own('02', '', 'Falla de sistemas propios')]);
    open();
    await screen.findByRole('group', { name: 'Código propio 02' });
    expect(screen.getAllByRole('group')).toHaveLength(1);
    expect((within(row('02')).getByLabelText('Descripción') as HTMLInputElement).value).toBe(
      'Falla de sistemas propios',
    );
    expect((within(row('02')).getByLabelText('Alfa') as HTMLInputElement).value).toBe('');
    expect(screen.queryByDisplayValue('Llegada tardía')).toBeNull();
    expect(button('Guardar códigos').disabled).toBe(true);
  });

  it('starts from the server, not from a copy kept on the device that is being read again', async () => {
    codesServer([own('01', 'AB', 'Falla de sistemas propios')]);
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    // Restored from an earlier visit, before code 01 was saved: marked to be read again.
    queryClient.setQueryData(delayCodeKeys.all, { data: IATA });
    await queryClient.invalidateQueries({ refetchType: 'none' });
    renderRoutes([{ path: '/admin', element: <AirlineCodesSection /> }], '/admin', queryClient);
    await screen.findByRole('group', { name: 'Código propio 01' });
  });

  it('adds the next free code, 01 after 00, and saves the whole list', async () => {
    const saves = codesServer([own('00', 'XA', 'Demora comercial propia')]);
    const { queryClient } = open();
    await screen.findByRole('group', { name: 'Código propio 00' });
    fireEvent.click(button('Agregar código'));
    fill('01', 'Alfa', 'ab');
    fill('01', 'Descripción', ' Falla de sistemas propios ');
    fireEvent.click(button('Guardar códigos'));
    await screen.findByText('Códigos de demora guardados');
    expect(saves).toEqual([
      {
        codes: [
          { code: '00', alpha: 'XA', name: 'Demora comercial propia' },
          { code: '01', alpha: 'AB', name: 'Falla de sistemas propios' },
        ],
      },
    ]);
    // The delay drawer reads this query: it offers 01 without a reload.
    const cached = queryClient.getQueryData<{ data: DelayCode[] }>(['delay-codes']);
    expect(cached?.data.map((c) => c.code)).toEqual(['00', '01', '06', '93']);
    await waitFor(() => expect(button('Guardar códigos').disabled).toBe(true));
  });

  it('saves an empty list once the last code is removed', async () => {
    const saves = codesServer([own('03', '', 'Uno')]);
    open();
    await screen.findByRole('group', { name: 'Código propio 03' });
    fireEvent.click(button('Quitar el código 03'));
    expect(screen.getByText('La aerolínea aún no definió códigos propios')).toBeTruthy();
    fireEvent.click(button('Guardar códigos'));
    await screen.findByText('Códigos de demora guardados');
    expect(saves).toEqual([{ codes: [] }]);
  });

  it('checks the rows with the request schema before sending', async () => {
    const saves = codesServer([]);
    open();
    await screen.findByText('La aerolínea aún no definió códigos propios');
    fireEvent.click(button('Agregar código'));
    fill('00', 'Alfa', 'A1');
    fireEvent.click(button('Guardar códigos'));
    expect(
      await within(row('00')).findByText('Ingrese un código alfabético de 2 letras'),
    ).toBeTruthy();
    // A required field reads "obligatorio" as its hint from the start; refused, it is invalid.
    const name = within(row('00')).getByLabelText('Descripción');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(within(row('00')).getByText('Este campo es obligatorio')).toBeTruthy();
    expect(saves).toEqual([]);
  });

  it('shows a field error of the server under its field', async () => {
    const saves = codesServer([], {
      status: 400,
      body: {
        error: {
          code: 'VALIDATION_FAILED',
          message: 'bad',
          fields: [{ path: 'codes.1.name', key: 'validation.invalidCharacters', message: 'x' }],
        },
      },
    });
    open();
    await screen.findByText('La aerolínea aún no definió códigos propios');
    fireEvent.click(button('Agregar código'));
    fireEvent.click(button('Agregar código'));
    fill('00', 'Descripción', 'Primera');
    fill('01', 'Descripción', 'Segunda');
    fireEvent.click(button('Guardar códigos'));
    await screen.findByText('No se pudieron guardar los códigos de demora');
    expect(saves).toHaveLength(1);
    expect(within(row('01')).getByText('Contiene caracteres no permitidos')).toBeTruthy();
    expect(within(row('00')).queryByText('Contiene caracteres no permitidos')).toBeNull();
    expect(screen.getByText('Revise los datos ingresados')).toBeTruthy();
  });
});
