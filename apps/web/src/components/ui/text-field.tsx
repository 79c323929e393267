import { type ComponentProps, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import field from './field.module.css';
import { mergeRefs } from './merge-refs.ts';
import styles from './text-field.module.css';
import { ClearButton, RevealButton } from './text-field-actions.tsx';
import { useTextField } from './use-text-field.ts';

export interface TextFieldProps extends Omit<ComponentProps<'input'>, 'size'> {
  label: string;
  hint?: string;
  /** Replaces the hint and marks the field invalid. */
  error?: string;
  status?: 'success' | 'error' | 'none';
  clearable?: boolean;
  onClear?: () => void;
}

export function TextField({
  label,
  hint,
  error,
  status = 'none',
  required = false,
  clearable = false,
  onClear,
  id,
  type = 'text',
  className,
  disabled,
  readOnly,
  ref,
  onChange,
  onBlur,
  ...inputProps
}: TextFieldProps) {
  const { t } = useTranslation();
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const messageId = `${inputId}-message`;
  const { inputRef, filled, missing, handleChange, handleBlur, clear } = useTextField({
    value: inputProps.value,
    defaultValue: inputProps.defaultValue,
    required,
    onChange,
    onBlur,
    onClear,
  });
  const setRefs = useMemo(() => mergeRefs(inputRef, ref), [inputRef, ref]);
  const [revealed, setRevealed] = useState(false);

  const invalid = Boolean(error) || status === 'error' || missing;
  // || rather than ??: an empty error string (no error) must not hide the hint.
  const message = error || hint || (required ? t('validation.required') : undefined);
  const isPassword = type === 'password';
  const showClear = clearable && filled && !disabled && !readOnly;

  const controlClass = [
    field.control,
    styles.control,
    invalid && field.invalid,
    !invalid && status === 'success' && field.success,
    disabled && field.disabled,
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <div className={[field.field, className].filter(Boolean).join(' ')}>
      <label
        htmlFor={inputId}
        className={[field.label, styles.label, required && styles.required]
          .filter(Boolean)
          .join(' ')}
      >
        {label}
      </label>
      <div className={controlClass}>
        <input
          {...inputProps}
          ref={setRefs}
          id={inputId}
          type={isPassword && revealed ? 'text' : type}
          className={field.input}
          disabled={disabled}
          readOnly={readOnly}
          // aria-required instead of required: the browser's own bubble would replace our message.
          aria-required={required || undefined}
          aria-invalid={invalid || undefined}
          aria-describedby={message ? messageId : undefined}
          onChange={handleChange}
          onBlur={handleBlur}
        />
        {showClear && <ClearButton onClear={clear} />}
        {isPassword && (
          <RevealButton
            revealed={revealed}
            disabled={disabled}
            onToggle={() => setRevealed((shown) => !shown)}
          />
        )}
      </div>
      {message && (
        <p
          id={messageId}
          className={[styles.message, invalid && styles.messageError].filter(Boolean).join(' ')}
        >
          {message}
        </p>
      )}
    </div>
  );
}
