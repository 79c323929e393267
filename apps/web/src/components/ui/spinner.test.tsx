import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Spinner } from './spinner.tsx';

describe('Spinner', () => {
  it('is announced as loading by default, or with its own label', () => {
    render(
      <>
        <Spinner />
        <Spinner size="lg" aria-label="Cargando vuelos" />
      </>,
    );
    expect(screen.getByRole('status', { name: 'Cargando…' })).toBeTruthy();
    expect(screen.getByRole('status', { name: 'Cargando vuelos' })).toBeTruthy();
  });

  it('is silent when decorative', () => {
    const { container } = render(<Spinner decorative />);
    expect(screen.queryByRole('status')).toBeNull();
    expect(container.firstElementChild?.getAttribute('aria-hidden')).toBe('true');
  });
});
