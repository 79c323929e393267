import type { Leg } from '@board/domain';
import { testLeg } from '@board/domain/testing';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DrawerProviders } from '../../../lib/legs/render-drawer.tsx';
import { stubServer } from '../../../lib/test-utils.tsx';
import { MovementSection } from './movement-section.tsx';

const MESSAGE = ['MVT', 'LA2110/22.CCAZC.CUZ', 'AD1420/1431 EA1540 LIM', 'DL93/0020'].join('\n');

function show(leg: Leg = testLeg(), initiallyOpen = true) {
  render(<MovementSection leg={leg} side="departure" initiallyOpen={initiallyOpen} />, {
    wrapper: DrawerProviders,
  });
}

const answer = (text: string | null, remark: unknown = null) => ({
  status: 200,
  body: { data: { text, remark } },
});

describe('the MVT section of a leg drawer', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("shows the side's message as sent, line breaks kept, and asks for that side", async () => {
    const send = stubServer({ 'v1/movement/text': answer(MESSAGE) });
    show();
    const text = await screen.findByTestId('mvt-text');
    expect(text.tagName).toBe('PRE');
    expect(text.textContent).toBe(MESSAGE);
    expect(getComputedStyle(text).whiteSpace).toBe('pre-wrap');
    const asked = new URL(String(send.mock.calls[0]?.[0]), 'http://test');
    expect(Object.fromEntries(asked.searchParams)).toEqual({
      _id: testLeg()._id,
      side: 'departure',
    });
  });

  it('copies the message and says so', async () => {
    stubServer({ 'v1/movement/text': answer(MESSAGE) });
    const write = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Copiar' }));
    expect(await screen.findByText('Copiado con éxito')).toBeTruthy();
    expect(write).toHaveBeenCalledExactlyOnceWith(MESSAGE);
  });

  it('says so when the copy fails', async () => {
    stubServer({ 'v1/movement/text': answer(MESSAGE) });
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Copiar' }));
    expect(await screen.findByText('Error al copiar el mensaje MVT')).toBeTruthy();
    expect(screen.queryByText('Copiado con éxito')).toBeNull();
  });

  it('says by the message that its times are UTC, and copies the message alone', async () => {
    stubServer({ 'v1/movement/text': answer(MESSAGE) });
    const write = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    show();
    const text = await screen.findByTestId('mvt-text');
    const figure = text.closest('figure');
    expect(figure?.querySelector('figcaption')?.textContent).toContain('Horas en UTC');
    expect(screen.getByTestId('mvt-utc').textContent).toBe('Horas en UTC');
    fireEvent.click(screen.getByRole('button', { name: 'Copiar' }));
    await screen.findByText('Copiado con éxito');
    expect(write).toHaveBeenCalledExactlyOnceWith(MESSAGE);
  });

  it("shows the SI of the leg's latest message as its remark, even with nothing to report", async () => {
    const remark = {
      text: 'ESPERA DE TRIPULACION\nDE CUZ',
      received_at: '2026-11-22T19:30:00.000Z',
    };
    stubServer({ 'v1/movement/text': answer(null, remark) });
    show();
    const shown = await screen.findByTestId('mvt-remark');
    expect(shown.textContent).toContain('Observación del mensaje (SI)');
    expect(within(shown).getByText(/ESPERA DE TRIPULACION/).textContent).toBe(remark.text);
    expect(shown.textContent).toContain('Mensaje recibido el 22-11 19:30 UTC');
    expect(screen.getByText('Aún no hay movimientos que informar')).toBeTruthy();
  });

  it('says there is nothing to report yet, with nothing to copy', async () => {
    stubServer({ 'v1/movement/text': answer(null) });
    show();
    expect(await screen.findByText('Aún no hay movimientos que informar')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Copiar' })).toBeNull();
    expect(screen.queryByTestId('mvt-text')).toBeNull();
  });

  it('says why when the message cannot be read', async () => {
    stubServer({
      'v1/movement/text': { status: 403, body: { error: { code: 'FORBIDDEN', message: 'no' } } },
    });
    show();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Error al cargar el mensaje MVT: No tiene permiso para realizar esta acción',
    );
  });

  it('asks the server for nothing while folded, and loads the message once unfolded', async () => {
    const send = stubServer({ 'v1/movement/text': answer(MESSAGE) });
    show(testLeg(), false);
    const section = screen.getByTestId('mvt-section') as HTMLDetailsElement;
    expect(section.open).toBe(false);
    expect(screen.getByText('Mensaje MVT de salida')).toBeTruthy();
    expect(send).not.toHaveBeenCalled();
    section.open = true;
    fireEvent(section, new Event('toggle'));
    expect((await screen.findByTestId('mvt-text')).textContent).toBe(MESSAGE);
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
  });
});
