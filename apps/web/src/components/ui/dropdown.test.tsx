import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Dropdown } from './dropdown.tsx';
import type { DropdownItem } from './dropdown-filter.ts';

const items: DropdownItem[] = [
  { name: 'Lima', code: 'LIM', codeText: 'Jorge Chávez' },
  { name: 'Santiago', code: 'SCL' },
  { name: 'Bogotá', code: 'BOG' },
];

/** A parent that stores the emitted code, as a form would. */
function Controlled({
  initial = '',
  onChange,
}: {
  initial?: string;
  onChange: (code: string) => void;
}) {
  const [value, setValue] = useState(initial);
  return (
    <Dropdown
      items={items}
      value={value}
      label="Estación"
      onChange={(code) => {
        setValue(code);
        onChange(code);
      }}
    />
  );
}

function setup(initial = '') {
  const onChange = vi.fn();
  render(<Controlled initial={initial} onChange={onChange} />);
  const input = screen.getByRole('combobox', { name: 'Estación' }) as HTMLInputElement;
  return { onChange, input };
}

const optionNames = () => screen.queryAllByRole('option').map((option) => option.textContent);

describe('Dropdown', () => {
  it('starts closed with the default placeholder and opens on click', () => {
    const { input } = setup();
    expect(input.placeholder).toBe('Seleccionar acción');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('listbox')).toBeNull();

    fireEvent.click(input);
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(optionNames()).toEqual(['LimaJorge Chávez', 'Santiago', 'Bogotá']);
  });

  it('filters by name and by code, ignoring case', () => {
    const { input } = setup();
    fireEvent.change(input, { target: { value: 'SAN' } });
    expect(optionNames()).toEqual(['Santiago']);
    fireEvent.change(input, { target: { value: 'bog' } });
    expect(optionNames()).toEqual(['Bogotá']);
    fireEvent.change(input, { target: { value: 'lim' } });
    expect(optionNames()).toEqual(['LimaJorge Chávez']);
  });

  it('says so when nothing matches', () => {
    const { input } = setup();
    fireEvent.change(input, { target: { value: 'zzz' } });
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(screen.getByText('No se encontraron resultados')).toBeTruthy();
  });

  it('choosing an item sets its name as the text, emits its code and closes', () => {
    const { input, onChange } = setup();
    fireEvent.click(input);
    fireEvent.click(screen.getByRole('option', { name: 'Santiago' }));
    expect(onChange).toHaveBeenLastCalledWith('SCL');
    expect(input.value).toBe('Santiago');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('shows the name of the value it is given, and follows a new value', () => {
    const { rerender } = render(<Dropdown items={items} value="LIM" onChange={() => {}} />);
    const input = screen.getByRole('combobox') as HTMLInputElement;
    expect(input.value).toBe('Lima');
    rerender(<Dropdown items={items} value="BOG" onChange={() => {}} />);
    expect(input.value).toBe('Bogotá');
  });

  it('clearing the text emits an empty value', () => {
    const { input, onChange } = setup('LIM');
    expect(input.value).toBe('Lima');
    fireEvent.change(input, { target: { value: '' } });
    expect(onChange).toHaveBeenLastCalledWith('');
    expect(input.value).toBe('');
  });

  it('text that is not exactly a name emits an empty value and stays as typed', () => {
    const { input, onChange } = setup('LIM');
    fireEvent.change(input, { target: { value: 'Lim' } });
    expect(onChange).toHaveBeenLastCalledWith('');
    expect(input.value).toBe('Lim');
  });

  it('a name typed in any case emits its code', () => {
    const { input, onChange } = setup();
    fireEvent.change(input, { target: { value: 'santiago' } });
    expect(onChange).toHaveBeenLastCalledWith('SCL');
  });

  it('closes on a click outside', () => {
    const { input } = setup();
    fireEvent.click(input);
    fireEvent.mouseDown(screen.getByRole('option', { name: 'Santiago' }));
    expect(screen.getByRole('listbox')).toBeTruthy();
    fireEvent.mouseDown(document.body);
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it('does not open when disabled', () => {
    render(<Dropdown items={items} onChange={() => {}} disabled label="Estación" />);
    const input = screen.getByRole('combobox');
    fireEvent.click(input);
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.click(screen.getByRole('button', { name: 'Mostrar opciones' }));
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('chooses with the arrow keys and Enter, and closes with Escape', () => {
    const { input, onChange } = setup();
    input.focus();
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input.getAttribute('aria-activedescendant')).toBe(
      screen.getByRole('option', { name: /Lima/ }).id,
    );
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    const santiago = screen.getByRole('option', { name: 'Santiago' });
    expect(input.getAttribute('aria-activedescendant')).toBe(santiago.id);
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onChange).toHaveBeenLastCalledWith('SCL');
    expect(input.value).toBe('Santiago');
    expect(screen.queryByRole('listbox')).toBeNull();

    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(screen.getByRole('option', { name: 'Santiago' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('submits the code through a hidden input when named', () => {
    const { container } = render(
      <Dropdown items={items} value="SCL" name="station" onChange={() => {}} />,
    );
    expect(container.querySelector<HTMLInputElement>('input[name="station"]')?.value).toBe('SCL');
  });

  it('marks itself invalid and describes the error under it', () => {
    const { rerender } = render(
      <Dropdown items={items} label="Estación" error="Elija una estación" onChange={() => {}} />,
    );
    const input = screen.getByRole('combobox', { name: 'Estación' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert').textContent).toBe('Elija una estación');
    expect(input.getAttribute('aria-describedby')).toBe(screen.getByRole('alert').id);

    rerender(<Dropdown items={items} label="Estación" onChange={() => {}} />);
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(input.getAttribute('aria-describedby')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
