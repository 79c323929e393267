import { Check, Minus } from 'lucide-react';
import { type ComponentProps, useEffect, useId, useMemo, useRef } from 'react';
import styles from './checkbox.module.css';
import { mergeRefs } from './merge-refs.ts';

type NativeProps = Omit<ComponentProps<'input'>, 'type' | 'onChange' | 'checked' | 'aria-label'>;

/** A visible label, or else an aria-label: a checkbox in a table row still needs a name. */
type CheckboxName =
  | { label: string; 'aria-label'?: string }
  | { label?: undefined; 'aria-label': string };

export type CheckboxProps = NativeProps &
  CheckboxName & {
    checked?: boolean;
    /** Shown as a dash, e.g. "some rows selected"; the DOM property tells assistive technology. */
    indeterminate?: boolean;
    onChange?: (checked: boolean) => void;
  };

export function Checkbox({
  label,
  indeterminate = false,
  onChange,
  id,
  className,
  disabled,
  ref,
  ...inputProps
}: CheckboxProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const inputRef = useRef<HTMLInputElement>(null);
  const setRefs = useMemo(() => mergeRefs(inputRef, ref), [ref]);

  // `indeterminate` exists only as a DOM property, and a click clears it: re-apply every render.
  useEffect(() => {
    if (inputRef.current) inputRef.current.indeterminate = indeterminate;
  });

  return (
    <label
      htmlFor={inputId}
      className={[styles.checkbox, disabled && styles.disabled, className]
        .filter(Boolean)
        .join(' ')}
    >
      <input
        {...inputProps}
        ref={setRefs}
        id={inputId}
        type="checkbox"
        className={styles.input}
        disabled={disabled}
        data-indeterminate={indeterminate || undefined}
        onChange={(event) => onChange?.(event.target.checked)}
      />
      <span className={styles.box} aria-hidden="true">
        <Check className={styles.check} size={14} strokeWidth={3} />
        <Minus className={styles.dash} size={14} strokeWidth={3} />
      </span>
      {label && <span className={styles.label}>{label}</span>}
    </label>
  );
}
