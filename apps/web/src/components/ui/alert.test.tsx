import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Alert } from './alert.tsx';

describe('Alert', () => {
  it('interrupts for danger and warning, waits for info and success', () => {
    render(
      <>
        <Alert color="danger" title="Error" />
        <Alert color="warning" title="Cuidado" />
        <Alert color="info" title="Dato" />
        <Alert color="success" title="Listo" />
      </>,
    );
    expect(screen.getAllByRole('alert').map((el) => el.textContent)).toEqual(['Error', 'Cuidado']);
    expect(screen.getAllByRole('status').map((el) => el.textContent)).toEqual(['Dato', 'Listo']);
  });

  it('offers no close button unless dismissible', () => {
    render(<Alert color="info">Texto</Alert>);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('when dismissed hides itself and tells its parent', () => {
    const onDismiss = vi.fn();
    render(
      <Alert color="danger" title="Token inválido" dismissible onDismiss={onDismiss}>
        Vuelva a pedir el enlace.
      </Alert>,
    );
    expect(screen.getByRole('alert').textContent).toContain('Vuelva a pedir el enlace.');
    fireEvent.click(screen.getByRole('button', { name: 'Cerrar aviso' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(onDismiss).toHaveBeenCalledOnce();
  });
});
