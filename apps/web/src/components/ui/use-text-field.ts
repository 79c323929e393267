import {
  type ChangeEvent,
  type FocusEvent,
  type InputHTMLAttributes,
  useEffect,
  useRef,
  useState,
} from 'react';

type InputProps = InputHTMLAttributes<HTMLInputElement>;

interface TextFieldOptions {
  value: InputProps['value'];
  defaultValue: InputProps['defaultValue'];
  required: boolean;
  onChange: InputProps['onChange'];
  onBlur: InputProps['onBlur'];
  onClear: (() => void) | undefined;
}

/**
 * Empties the input the way typing would: React and react-hook-form both listen to `input`
 * events, and the prototype setter bypasses React's own value tracking so the change is seen.
 */
function clearInput(input: HTMLInputElement) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, '');
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * What the TextField follows of its input, controlled or not: whether it holds text (for the
 * clear button) and whether a required field was left empty (marked once the user leaves it).
 */
export function useTextField(options: TextFieldOptions) {
  const { value, defaultValue, required, onChange, onBlur, onClear } = options;
  const inputRef = useRef<HTMLInputElement>(null);
  const [hasValue, setHasValue] = useState(() => String(value ?? defaultValue ?? '') !== '');
  const [missing, setMissing] = useState(false);

  // react-hook-form writes default values into the DOM through the ref, after the first render.
  useEffect(() => {
    if (inputRef.current) setHasValue(inputRef.current.value !== '');
  }, []);

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const typed = event.target.value;
    setHasValue(typed !== '');
    if (typed.trim() !== '') setMissing(false);
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

  const filled = value !== undefined ? String(value) !== '' : hasValue;
  return { inputRef, filled, missing, handleChange, handleBlur, clear };
}
