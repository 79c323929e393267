import type { MovementRecord } from '@board/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, stubServer } from '../../../lib/test-utils.tsx';
import { MovementQueueSection } from './movement-queue-section.tsx';

const TEXT = 'MVT\nLA2040/23.CCBAZ.LIM\nAD2305/2318 EA0120 SCL\nDL93/0030';

const message = (over: Partial<MovementRecord> = {}): MovementRecord => ({
  id: 7,
  received_at: '2026-11-23T23:20:00Z',
  text: TEXT,
  outcome: 'rejected',
  reason: 'No se encontró el vuelo LA2040 con salida programada el 2026-11-23 (UTC) en LIM',
  flight: 'LA2040/23 LIM',
  handled_by: null,
  handled_at: null,
  original_text: null,
  unread: [],
  ...over,
});

type Answer = { status: number; body: unknown };

/**
 * The queue as the server keeps it: a retry or discard answers the handled record, and the list
 * then holds the messages still rejected.
 */
function queueServer(initial: MovementRecord[], handle: (id: number, kind: string) => Answer) {
  let queue = [...initial];
  const calls: { kind: string; body: unknown }[] = [];
  const act = (kind: string) => (body: unknown) => {
    calls.push({ kind, body });
    const answer = handle((body as { id: number }).id, kind);
    const record = (answer.body as { data?: MovementRecord }).data;
    if (record) {
      queue = queue.flatMap((m) =>
        m.id !== record.id ? [m] : record.outcome === 'rejected' ? [record] : [],
      );
    }
    return answer;
  };
  const send = stubServer({
    'v1/movement/list': () => ({ status: 200, body: { data: { messages: queue } } }),
    'v1/movement/retry': act('retry'),
    'v1/movement/discard': act('discard'),
    'v1/movement/correct': act('correct'),
  });
  return { send, calls };
}

const ok = (record: MovementRecord) => ({ status: 200, body: { data: record } });
const open = () => renderRoutes([{ path: '/admin', element: <MovementQueueSection /> }], '/admin');
const card = (id: number) => {
  const found = document.querySelector(`[data-movement="${id}"]`);
  if (!(found instanceof HTMLElement)) throw new Error(`no message ${id}`);
  return found;
};

describe('the rejected movement messages', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists each message with its time, flight, reason and text as received', async () => {
    const { send } = queueServer(
      [message(), message({ id: 8, flight: null, reason: 'Línea del vuelo inválida' })],
      () => ok(message()),
    );
    open();
    await screen.findByText('LA2040/23 LIM');
    expect(String(send.mock.calls[0]?.[0])).toContain('v1/movement/list?outcome=rejected');
    const first = within(card(7));
    expect(first.getByText(/No se encontró el vuelo LA2040/)).toBeTruthy();
    const time = card(7).querySelector('time');
    expect(time?.getAttribute('dateTime')).toBe('2026-11-23T23:20:00Z');
    expect(time?.textContent).toMatch(/^\d\d-\d\d-26 \d\d:20$/);
    // The block keeps the message's lines as they came.
    expect(card(7).querySelector('pre')?.textContent).toBe(TEXT);
    expect(within(card(8)).getByText('Vuelo no identificado')).toBeTruthy();
  });

  it('keeps a message that is still rejected after a retry, with its new reason', async () => {
    const newReason = 'La hora 2305 (UTC) está a más de 48 horas del horario programado';
    const { calls } = queueServer([message()], () =>
      ok(
        message({
          reason: newReason,
          handled_by: 'Andrea Muñoz',
          handled_at: '2026-11-24T10:00:00Z',
        }),
      ),
    );
    open();
    await screen.findByText('LA2040/23 LIM');
    fireEvent.click(within(card(7)).getByRole('button', { name: 'Reintentar' }));
    await screen.findByText('El mensaje sigue rechazado');
    expect(calls).toEqual([{ kind: 'retry', body: { id: 7 } }]);
    await waitFor(() => expect(within(card(7)).getByText(newReason)).toBeTruthy());
    expect(within(card(7)).getByText(/Último reintento: Andrea Muñoz/)).toBeTruthy();
  });

  it('takes an applied message out of the queue', async () => {
    queueServer([message(), message({ id: 8 })], (id) =>
      ok(message({ id, outcome: 'applied', reason: null })),
    );
    open();
    await screen.findAllByText('LA2040/23 LIM');
    fireEvent.click(within(card(7)).getByRole('button', { name: 'Reintentar' }));
    await screen.findByText('Mensaje aplicado al vuelo');
    await waitFor(() => expect(document.querySelector('[data-movement="7"]')).toBeNull());
    expect(card(8)).toBeTruthy();
  });

  it('discards a message only once that is confirmed, and then shows the empty queue', async () => {
    const { calls } = queueServer([message()], (id) =>
      ok(message({ id, outcome: 'discarded', handled_by: 'Andrea Muñoz' })),
    );
    open();
    await screen.findByText('LA2040/23 LIM');
    fireEvent.click(within(card(7)).getByRole('button', { name: 'Descartar' }));
    const dialog = screen.getByRole('alertdialog', { name: '¿Descartar el mensaje?' });
    expect(dialog.textContent).toContain('LA2040/23 LIM');
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(calls).toEqual([]);

    fireEvent.click(within(card(7)).getByRole('button', { name: 'Descartar' }));
    fireEvent.click(screen.getByRole('button', { name: 'Descartar mensaje' }));
    await screen.findByText('Mensaje descartado');
    expect(calls).toEqual([{ kind: 'discard', body: { id: 7 } }]);
    await screen.findByText('No hay mensajes rechazados');
  });

  it('says so when a retry fails, and keeps the message', async () => {
    queueServer([message()], () => ({
      status: 503,
      body: { error: { code: 'SERVICE_UNAVAILABLE', message: 'down' } },
    }));
    open();
    await screen.findByText('LA2040/23 LIM');
    fireEvent.click(within(card(7)).getByRole('button', { name: 'Reintentar' }));
    await screen.findByText('No se pudo reintentar el mensaje');
    expect(card(7)).toBeTruthy();
  });

  it('sends a corrected text and shows it beside the text as received', async () => {
    const corrected = TEXT.replace('LA2040/23', 'LA2041/23');
    const { calls } = queueServer([message({ unread: ['Elemento mal escrito: DL9'] })], () =>
      ok(message({ text: corrected, original_text: TEXT, handled_by: 'Andrea Muñoz' })),
    );
    open();
    await screen.findByText('Elemento mal escrito: DL9');
    fireEvent.click(within(card(7)).getByRole('button', { name: 'Corregir' }));
    const editor = within(card(7)).getByRole('textbox', { name: 'Texto del mensaje' });
    expect((editor as HTMLTextAreaElement).value).toBe(TEXT);
    const send = within(card(7)).getByRole('button', { name: 'Enviar corregido' });
    expect((send as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(editor, { target: { value: corrected } });
    fireEvent.click(send);
    await screen.findByText('El mensaje sigue rechazado');
    expect(calls).toEqual([{ kind: 'correct', body: { id: 7, text: corrected } }]);
    await waitFor(() => expect(within(card(7)).queryByRole('textbox')).toBeNull());
    expect(within(card(7)).getByText('Texto corregido')).toBeTruthy();
    const texts = [...card(7).querySelectorAll('pre')].map((pre) => pre.textContent);
    expect(texts).toEqual([corrected, TEXT]);
  });

  it("shows the server's refusal of a correction under the text, and keeps it open", async () => {
    queueServer([message()], () => ({
      status: 400,
      body: {
        error: {
          code: 'VALIDATION_FAILED',
          message: 'invalid',
          fields: [{ path: 'text', key: 'validation.movementOneMessage', message: 'uno' }],
        },
      },
    }));
    open();
    await screen.findByText('LA2040/23 LIM');
    fireEvent.click(within(card(7)).getByRole('button', { name: 'Corregir' }));
    const editor = within(card(7)).getByRole('textbox', { name: 'Texto del mensaje' });
    fireEvent.change(editor, { target: { value: `${TEXT}\n\n${TEXT}` } });
    fireEvent.click(within(card(7)).getByRole('button', { name: 'Enviar corregido' }));
    await within(card(7)).findByText('El texto debe contener un solo mensaje MVT o MVA');
    expect(editor.getAttribute('aria-invalid')).toBe('true');
    fireEvent.click(within(card(7)).getByRole('button', { name: 'Cancelar' }));
    expect(within(card(7)).queryByRole('textbox')).toBeNull();
  });

  it('says when nothing waits', async () => {
    queueServer([], () => ok(message()));
    open();
    await screen.findByText('No hay mensajes rechazados');
  });
});
