import { Eye, EyeOff, X } from 'lucide-react';
import {
  type ChangeEvent,
  type ComponentProps,
  type FocusEvent,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import field from './field.module.css';
import { mergeRefs } from './merge-refs.ts';
import styles from './text-field.module.css';

export interface TextFieldProps extends Omit<ComponentProps<'input'>, 'size'> {
  label: string;
  hint?: string;
  /** Replaces the hint and marks the field invalid. */
  error?: string;
  status?: 'success' | 'error' | 'none';
  clearable?: boolean;
  onClear?: () => void;
}

/**
 * Empties the input the way typing would: React and react-hook-form both listen to `input`
 * events, and the prototype setter bypasses React's own value tracking so the change is seen.
 */
function clearInput(input: HTMLInputElement) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, '');
  input.dispatchEvent(new Event('input', { bubbles: true }));
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
  const inputRef = useRef<HTMLInputElement>(null);
  const setRefs = useMemo(() => mergeRefs(inputRef, ref), [ref]);
  const [hasValue, setHasValue] = useState(
    () => String(inputProps.value ?? inputProps.defaultValue ?? '') !== '',
  );
  const [missing, setMissing] = useState(false);
  const [revealed, setRevealed] = useState(false);

  // react-hook-form writes default values into the DOM through the ref, after the first render.
  useEffect(() => {
    if (inputRef.current) setHasValue(inputRef.current.value !== '');
  }, []);

  const filled = inputProps.value !== undefined ? String(inputProps.value) !== '' : hasValue;
  const invalid = Boolean(error) || status === 'error' || missing;
  // || rather than ??: an empty error string (no error) must not hide the hint.
  const message = error || hint || (required ? t('validation.required') : undefined);
  const isPassword = type === 'password';
  const showClear = clearable && filled && !disabled && !readOnly;

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const value = event.target.value;
    setHasValue(value !== '');
    if (value.trim() !== '') setMissing(false);
    onChange?.(event);
  };

  const handleBlur = (event: FocusEvent<HTMLInputElement>) => {
    setMissing(required && event.target.value.trim() === '');
    onBlur?.(event);
  };

  const clear = () => {
    const input = inputRef.current;
    if (!input) return;
    clearInput(input);
    input.focus();
    onClear?.();
  };

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
        {showClear && (
          <button
            type="button"
            className={styles.action}
            onClick={clear}
            aria-label={t('ui.textField.clear')}
          >
            <X size={16} />
          </button>
        )}
        {isPassword && (
          <button
            type="button"
            className={styles.action}
            onClick={() => setRevealed((shown) => !shown)}
            aria-label={t(revealed ? 'ui.textField.hidePassword' : 'ui.textField.showPassword')}
            disabled={disabled}
          >
            {revealed ? <EyeOff size={16} /> : <Eye size={16} />}
          </button>
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
