import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PageMessage } from './page-message.tsx';

describe('PageMessage', () => {
  it('shows its title as a heading, its text and its action', () => {
    render(
      <PageMessage
        headingLevel={1}
        title="Página no encontrada"
        text="La dirección que abrió no existe."
        action={<a href="/">Ir al inicio</a>}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeTruthy();
    expect(screen.getByText('La dirección que abrió no existe.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ir al inicio' })).toBeTruthy();
  });

  it('uses a second-level heading by default and leaves out what is not given', () => {
    const { container } = render(<PageMessage title="Sin llegadas" />);
    expect(screen.getByRole('heading', { level: 2 })).toBeTruthy();
    expect(container.querySelector('p')).toBeNull();
  });
});
