import { act, fireEvent, render, screen } from '@testing-library/react';
import { type ReactNode, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Drawer } from './drawer.tsx';
import { ToastProvider, useToast } from './toast.tsx';

/** A page with the button that opens the drawer, as a board row holds it. */
function Page({ children, onClose }: { children?: ReactNode; onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  const [withRow, setWithRow] = useState(true);
  const toast = useToast();
  return (
    <>
      <div data-focus-anchor="table">
        <button type="button" tabIndex={0} data-testid="stop">
          tab stop of the table
        </button>
        {withRow && (
          <button type="button" onClick={() => setOpen(true)}>
            Editar CDA
          </button>
        )}
      </div>
      <Drawer
        open={open}
        onClose={() => {
          onClose?.();
          setOpen(false);
        }}
        title="CDA de salida"
        footer={
          <button type="button" onClick={() => setWithRow(false)}>
            quitar la fila
          </button>
        }
      >
        {children}
        <button type="button" onClick={() => toast.show({ type: 'danger', title: 'Falló' })}>
          fallar
        </button>
      </Drawer>
    </>
  );
}

function openFrom(children?: ReactNode) {
  const onClose = vi.fn();
  render(
    <ToastProvider>
      <Page onClose={onClose}>{children}</Page>
    </ToastProvider>,
  );
  const opener = screen.getByRole('button', { name: 'Editar CDA' });
  opener.focus();
  fireEvent.click(opener);
  return { opener, onClose, drawer: screen.getByRole('dialog', { name: 'CDA de salida' }) };
}

describe('Drawer', () => {
  it('is a modal dialog whose header is no second banner of the page', () => {
    const { drawer } = openFrom();
    expect(drawer.tagName).toBe('DIALOG');
    expect((drawer as HTMLDialogElement).open).toBe(true);
    expect(drawer.querySelector('header, footer')).toBeNull();
    expect(screen.queryByRole('banner')).toBeNull();
  });

  it('starts on its first field', () => {
    openFrom(<input aria-label="Nombre" />);
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Nombre' }));
  });

  it('starts on its title when there is nothing to fill in', () => {
    openFrom();
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'CDA de salida' }));
  });

  it('closes on Escape and gives focus back to the button that opened it', () => {
    const { opener, onClose } = openFrom(<input aria-label="Nombre" />);
    fireEvent.keyDown(screen.getByRole('textbox', { name: 'Nombre' }), { key: 'Escape' });
    expect(onClose).toHaveBeenCalledOnce();
    expect(document.activeElement).toBe(opener);
  });

  it('leaves Escape to a list open inside it', () => {
    const { onClose } = openFrom(
      <input
        aria-label="Nombre"
        onKeyDown={(event) => {
          if (event.key === 'Escape') event.preventDefault();
        }}
      />,
    );
    fireEvent.keyDown(screen.getByRole('textbox', { name: 'Nombre' }), { key: 'Escape' });
    expect(onClose).not.toHaveBeenCalled();
  });

  it('gives focus to the place that stood for its button when the button is gone', () => {
    openFrom();
    fireEvent.click(screen.getByRole('button', { name: 'quitar la fila' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cerrar' }));
    expect(document.activeElement).toBe(screen.getByTestId('stop'));
  });

  it('draws a toast inside itself while open, where it can be read', () => {
    const { drawer } = openFrom();
    act(() => fireEvent.click(screen.getByRole('button', { name: 'fallar' })));
    expect(drawer.contains(screen.getByText('Falló'))).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Cerrar' }));
    expect(drawer.contains(screen.getByText('Falló'))).toBe(false);
  });
});
