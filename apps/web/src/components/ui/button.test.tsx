import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button.tsx';

describe('Button', () => {
  it('does not submit a form unless asked to', () => {
    const onSubmit = vi.fn((event: Event) => event.preventDefault());
    render(
      <form onSubmit={(event) => onSubmit(event.nativeEvent)}>
        <Button>Cancelar</Button>
        <Button type="submit">Guardar</Button>
      </form>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Guardar' }).getAttribute('type')).toBe('submit');
  });

  it('while loading shows a spinner, is busy and ignores clicks', () => {
    const onClick = vi.fn();
    const { rerender } = render(<Button onClick={onClick}>Guardar</Button>);
    const button = screen.getByRole('button', { name: 'Guardar' }) as HTMLButtonElement;
    expect(button.getAttribute('aria-busy')).toBeNull();

    rerender(
      <Button onClick={onClick} loading>
        Guardar
      </Button>,
    );
    expect(button.disabled).toBe(true);
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.querySelector('[aria-hidden="true"] span')).not.toBeNull();
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('renders its icon before the text, hidden from screen readers', () => {
    render(<Button icon={<svg data-testid="icon" />}>Descargar</Button>);
    const icon = screen.getByTestId('icon');
    expect(icon.parentElement?.getAttribute('aria-hidden')).toBe('true');
    expect(screen.getByRole('button', { name: 'Descargar' })).toBeTruthy();
  });
});
