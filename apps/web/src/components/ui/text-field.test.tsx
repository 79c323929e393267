import { fireEvent, render, screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import styles from './text-field.module.css';
import { TextField } from './text-field.tsx';

const field = (name = 'Correo') => screen.getByLabelText(name) as HTMLInputElement;
const describedText = (input: HTMLElement) =>
  document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent;

/** Shows what the form holds, to prove the field reports to react-hook-form. */
function CodeForm() {
  const { register, watch } = useForm({ defaultValues: { code: 'LIM' } });
  return (
    <>
      <TextField label="Código" clearable {...register('code')} />
      <output>{watch('code')}</output>
    </>
  );
}

describe('TextField', () => {
  it('ties the label to the input and passes native props through', () => {
    render(
      <TextField label="Correo" name="email" type="email" maxLength={12} autoComplete="email" />,
    );
    const input = field();
    expect(input.name).toBe('email');
    expect(input.type).toBe('email');
    expect(input.maxLength).toBe(12);
    expect(input.autocomplete).toBe('email');
  });

  it('a required field without a hint reads the required message', () => {
    render(<TextField label="Correo" required />);
    const input = field();
    expect(describedText(input)).toBe('Este campo es obligatorio');
    expect(input.getAttribute('aria-required')).toBe('true');
    expect(input.getAttribute('aria-invalid')).toBeNull();
  });

  it('turns to the error state when left empty after blur, and back once filled', () => {
    render(<TextField label="Correo" required />);
    const input = field();
    const hint = screen.getByText('Este campo es obligatorio');
    fireEvent.blur(input);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(hint.className).toContain(styles.messageError);

    fireEvent.change(input, { target: { value: 'a@b.pe' } });
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(hint.className).not.toContain(styles.messageError);
  });

  it('an error replaces the hint', () => {
    render(<TextField label="Correo" hint="Su correo de trabajo" error="Correo inválido" />);
    const input = field();
    expect(screen.queryByText('Su correo de trabajo')).toBeNull();
    expect(describedText(input)).toBe('Correo inválido');
    expect(input.getAttribute('aria-invalid')).toBe('true');
  });

  it('shows the clear control only with a value, and clearing empties the field', () => {
    const onClear = vi.fn();
    const onChange = vi.fn();
    render(<TextField label="Correo" clearable onClear={onClear} onChange={onChange} />);
    const input = field();
    expect(screen.queryByRole('button', { name: 'Borrar texto' })).toBeNull();

    fireEvent.change(input, { target: { value: 'abc' } });
    fireEvent.click(screen.getByRole('button', { name: 'Borrar texto' }));
    expect(input.value).toBe('');
    expect(onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ target: expect.objectContaining({ value: '' }) }),
    );
    expect(onClear).toHaveBeenCalledOnce();
    expect(document.activeElement).toBe(input);
    expect(screen.queryByRole('button', { name: 'Borrar texto' })).toBeNull();
  });

  it('works with react-hook-form register, including clearing', () => {
    render(<CodeForm />);
    const input = field('Código');
    const stored = () => screen.getByRole('status').textContent;
    expect(input.value).toBe('LIM');
    fireEvent.change(input, { target: { value: 'SCL' } });
    expect(stored()).toBe('SCL');
    fireEvent.click(screen.getByRole('button', { name: 'Borrar texto' }));
    expect(stored()).toBe('');
  });

  it('a password field toggles between hidden and shown', () => {
    render(<TextField label="Contraseña" type="password" />);
    const input = field('Contraseña');
    expect(input.type).toBe('password');
    fireEvent.click(screen.getByRole('button', { name: 'Mostrar contraseña' }));
    expect(input.type).toBe('text');
    fireEvent.click(screen.getByRole('button', { name: 'Ocultar contraseña' }));
    expect(input.type).toBe('password');
  });
});
