import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LinkElement } from './link-element.tsx';

describe('LinkElement', () => {
  it('opens in the same tab by default', () => {
    render(<LinkElement href="/ayuda">Ayuda</LinkElement>);
    const link = screen.getByRole('link', { name: 'Ayuda' });
    expect(link.getAttribute('href')).toBe('/ayuda');
    expect(link.getAttribute('target')).toBe('_self');
    expect(link.getAttribute('rel')).toBeNull();
  });

  it('a new tab gets no opener and is announced', () => {
    render(
      <LinkElement href="https://example.com" target="_blank">
        Manual
      </LinkElement>,
    );
    const link = screen.getByRole('link', { name: 'Manual (se abre en una pestaña nueva)' });
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('a disabled link has no destination and says it is disabled', () => {
    render(
      <LinkElement href="/descarga" disabled>
        Descargar
      </LinkElement>,
    );
    const link = screen.getByRole('link', { name: 'Descargar' });
    expect(link.getAttribute('aria-disabled')).toBe('true');
    expect(link.hasAttribute('href')).toBe(false);
  });
});
