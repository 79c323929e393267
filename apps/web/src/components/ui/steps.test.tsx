import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Steps } from './steps.tsx';

const steps = [{ title: 'Datos' }, { title: 'Demoras' }, { title: 'Confirmar' }];

describe('Steps', () => {
  it('marks steps before the current one completed, with a check instead of a number', () => {
    render(<Steps steps={steps} current={1} />);
    const [first, second, third] = within(screen.getByRole('list')).getAllByRole('listitem');
    if (!first || !second || !third) throw new Error('three steps expected');

    expect(first.getAttribute('data-state')).toBe('completed');
    expect(first.querySelector('svg.lucide-check')).not.toBeNull();
    expect(first.textContent).not.toContain('1');

    expect(second.getAttribute('aria-current')).toBe('step');
    expect(second.getAttribute('data-state')).toBe('current');
    expect(second.textContent).toContain('2');
    expect(second.querySelector('svg')).toBeNull();

    expect(third.getAttribute('data-state')).toBe('disabled');
    expect(third.getAttribute('aria-current')).toBeNull();
    expect(third.textContent).toContain('3');
  });

  it('styles the line into the current step as current and earlier ones as completed', () => {
    const { container } = render(<Steps steps={steps} current={2} />);
    const lines = [...container.querySelectorAll('[data-state] > div > [data-state]')];
    expect(lines.map((line) => line.getAttribute('data-state'))).toEqual(['completed', 'current']);
  });

  it('tells screen readers the state of each step', () => {
    render(<Steps steps={steps} current={0} />);
    expect(screen.getByRole('list', { name: 'Progreso' })).toBeTruthy();
    expect(screen.getByText('Datos').textContent).toBe('Datos (paso actual)');
    expect(screen.getByText('Demoras').textContent).toBe('Demoras (pendiente)');
  });
});
