import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Skeleton } from './skeleton.tsx';

describe('Skeleton', () => {
  it('draws the requested rows and sizes, and says it is loading', () => {
    const { container } = render(<Skeleton rows={3} width={120} height="2rem" />);
    const bars = container.querySelectorAll<HTMLElement>('[aria-hidden="true"]');
    expect(bars).toHaveLength(3);
    expect(bars[0]?.style.width).toBe('120px');
    expect(bars[0]?.style.height).toBe('2rem');
    expect(screen.getByText('Cargando…')).toBeTruthy();
  });
});
