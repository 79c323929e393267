import { TOAST_ANIMATION_MS, TOAST_DURATION_MS } from '@board/domain';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider, useToast } from './toast.tsx';
import type { ToastOptions } from './toast-item.tsx';

function Trigger({ toast }: { toast: ToastOptions }) {
  const { show } = useToast();
  return (
    <button type="button" onClick={() => show(toast)}>
      avisar
    </button>
  );
}

function renderWith(toast: ToastOptions) {
  render(
    <ToastProvider>
      <Trigger toast={toast} />
    </ToastProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'avisar' }));
}

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('toasts', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows an uppercase title and its text at the top, politely', () => {
    renderWith({ type: 'success', title: 'Guardado', text: 'La demora fue registrada.' });
    const title = screen.getByText('Guardado');
    expect(getComputedStyle(title).textTransform).toBe('uppercase');
    expect(screen.getByText('La demora fue registrada.')).toBeTruthy();
    expect(title.closest('[aria-live]')?.getAttribute('aria-live')).toBe('polite');
    expect(title.closest('section')?.getAttribute('aria-label')).toBe('Notificaciones');
  });

  it('announces danger assertively', () => {
    renderWith({ type: 'danger', title: 'Error' });
    expect(screen.getByText('Error').closest('[aria-live]')?.getAttribute('aria-live')).toBe(
      'assertive',
    );
  });

  it('stays for the display time, then leaves after the animation', () => {
    renderWith({ type: 'info', title: 'Sincronizado' });
    const title = screen.getByText('Sincronizado');
    advance(TOAST_DURATION_MS - 1);
    expect(title.isConnected).toBe(true);
    // Each advance is one act(): React runs the "leaving" effect at its end, as a browser would.
    advance(1);
    advance(TOAST_ANIMATION_MS - 1);
    expect(title.isConnected).toBe(true);
    advance(1);
    expect(screen.queryByText('Sincronizado')).toBeNull();
    expect(TOAST_DURATION_MS + TOAST_ANIMATION_MS).toBe(3300);
  });

  it('can be closed before its time', () => {
    renderWith({ type: 'warning', title: 'Reprogramado' });
    fireEvent.click(screen.getByRole('button', { name: 'Cerrar notificación' }));
    advance(TOAST_ANIMATION_MS);
    expect(screen.queryByText('Reprogramado')).toBeNull();
  });

  it('stacks several toasts', () => {
    renderWith({ type: 'info', title: 'Uno' });
    fireEvent.click(screen.getByRole('button', { name: 'avisar' }));
    expect(screen.getAllByText('Uno')).toHaveLength(2);
  });
});

describe('useToast', () => {
  it('refuses to run outside the provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Trigger toast={{ type: 'info', title: 'x' }} />)).toThrow(/ToastProvider/);
    vi.restoreAllMocks();
  });
});
