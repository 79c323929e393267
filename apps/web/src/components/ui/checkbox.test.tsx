import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Checkbox } from './checkbox.tsx';

describe('Checkbox', () => {
  it('is a real checkbox named by its label, emitting the new checked state', () => {
    const onChange = vi.fn();
    const { rerender } = render(
      <Checkbox label="Solo demoras" checked={false} onChange={onChange} />,
    );
    const box = screen.getByRole('checkbox', { name: 'Solo demoras' });
    fireEvent.click(box);
    expect(onChange).toHaveBeenLastCalledWith(true);

    rerender(<Checkbox label="Solo demoras" checked onChange={onChange} />);
    expect((box as HTMLInputElement).checked).toBe(true);
    fireEvent.click(box);
    expect(onChange).toHaveBeenLastCalledWith(false);
  });

  it('sets the indeterminate DOM property and clears it again', () => {
    const { rerender } = render(<Checkbox aria-label="Seleccionar todas" indeterminate />);
    const box = screen.getByRole('checkbox', { name: 'Seleccionar todas' }) as HTMLInputElement;
    expect(box.indeterminate).toBe(true);
    rerender(<Checkbox aria-label="Seleccionar todas" indeterminate={false} />);
    expect(box.indeterminate).toBe(false);
  });

  it('can be disabled', () => {
    render(<Checkbox label="Solo demoras" disabled />);
    expect((screen.getByRole('checkbox') as HTMLInputElement).disabled).toBe(true);
  });
});
