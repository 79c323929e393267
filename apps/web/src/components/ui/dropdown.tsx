import { type Ref, useId, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './dropdown.module.css';
import type { DropdownItem } from './dropdown-filter.ts';
import { DropdownInput } from './dropdown-input.tsx';
import { DropdownList } from './dropdown-list.tsx';
import { DropdownToggle } from './dropdown-toggle.tsx';
import field from './field.module.css';
import { mergeRefs } from './merge-refs.ts';
import { useDropdown, useScrolledIntoView } from './use-dropdown.ts';

export interface DropdownProps {
  items: DropdownItem[];
  /** Code of the chosen item; '' or absent for none. */
  value?: string;
  /** Receives the chosen code, or '' when the text no longer names an item. */
  onChange: (code: string) => void;
  label?: string;
  placeholder?: string;
  disabled?: boolean;
  id?: string;
  /** Also submits the code in a native form, through a hidden input. */
  name?: string;
  /** Accessible name when there is no visible label; defaults to the placeholder. */
  'aria-label'?: string;
  className?: string;
  /** A message under the field that marks it invalid. */
  error?: string;
  /** The input, for a form that moves focus to it (react-hook-form's Controller `field.ref`). */
  ref?: Ref<HTMLInputElement>;
}

/** A searchable combobox (ARIA 1.2 pattern with list autocomplete). */
export function Dropdown({
  items,
  value,
  onChange,
  label,
  placeholder,
  disabled = false,
  id,
  name,
  'aria-label': ariaLabel,
  className,
  error,
  ref,
}: DropdownProps) {
  const { t } = useTranslation();
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const listId = `${inputId}-listbox`;
  const labelId = `${inputId}-label`;
  const errorId = `${inputId}-error`;
  const inputRef = useRef<HTMLInputElement>(null);
  const setRefs = useMemo(() => mergeRefs(inputRef, ref), [ref]);
  const dropdown = useDropdown({ items, value, onChange, disabled });
  const { rootRef, current, open, active, openList, close } = dropdown;

  const placeholderText = placeholder ?? t('ui.dropdown.placeholder');
  const accessibleName = ariaLabel ?? placeholderText;
  const optionId = (index: number) => `${inputId}-option-${index}`;

  useScrolledIntoView(active >= 0 ? optionId(active) : undefined);

  return (
    <div
      ref={rootRef}
      className={[field.field, styles.dropdown, className].filter(Boolean).join(' ')}
    >
      {label && (
        <label id={labelId} htmlFor={inputId} className={field.label}>
          {label}
        </label>
      )}
      <div
        className={[field.control, disabled && field.disabled, error && field.invalid]
          .filter(Boolean)
          .join(' ')}
      >
        <DropdownInput
          ref={setRefs}
          id={inputId}
          listId={listId}
          dropdown={dropdown}
          items={items}
          placeholder={placeholderText}
          disabled={disabled}
          aria-label={label ? undefined : accessibleName}
          activeId={open && active >= 0 ? optionId(active) : undefined}
          errorId={error ? errorId : undefined}
        />
        <DropdownToggle
          listId={listId}
          open={open}
          disabled={disabled}
          onToggle={() => {
            if (open) close();
            else openList();
            inputRef.current?.focus();
          }}
        />
      </div>
      {error && (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      )}
      {name && <input type="hidden" name={name} value={current} />}
      {open && (
        <DropdownList
          id={listId}
          items={dropdown.visible}
          active={active}
          selectedCode={current}
          optionId={optionId}
          labelling={label ? { 'aria-labelledby': labelId } : { 'aria-label': accessibleName }}
          onChoose={dropdown.choose}
        />
      )}
    </div>
  );
}
