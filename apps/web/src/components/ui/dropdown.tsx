import { ChevronDown } from 'lucide-react';
import {
  type ChangeEvent,
  type FocusEvent,
  type KeyboardEvent,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import styles from './dropdown.module.css';
import { type DropdownItem, filterDropdownItems, findExactItem } from './dropdown-filter.ts';
import { DropdownList } from './dropdown-list.tsx';
import field from './field.module.css';

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
}: DropdownProps) {
  const { t } = useTranslation();
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const listId = `${inputId}-listbox`;
  const labelId = `${inputId}-label`;
  const errorId = `${inputId}-error`;
  const rootRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  const [innerValue, setInnerValue] = useState(value ?? '');
  const current = value ?? innerValue;
  const selectedName = items.find((item) => item.code === current)?.name ?? '';
  const [text, setText] = useState(selectedName);
  const [syncedValue, setSyncedValue] = useState(current);
  const [open, setOpen] = useState(false);
  // null until the user types, so opening the list shows every item, not only the chosen one.
  const [query, setQuery] = useState<string | null>(null);
  const [active, setActive] = useState(-1);

  // A value set from outside (a form reset) rewrites the text; values this field emitted do not,
  // or typing a partial name would be wiped by the '' it emits.
  if (current !== syncedValue) {
    setSyncedValue(current);
    setText(selectedName);
  } else if (!open && text === '' && selectedName !== '') {
    // The items arrived after the value.
    setText(selectedName);
  }

  const placeholderText = placeholder ?? t('ui.dropdown.placeholder');
  const accessibleName = ariaLabel ?? placeholderText;
  const visible = filterDropdownItems(items, query ?? '');
  const optionId = (index: number) => `${inputId}-option-${index}`;

  const emit = (code: string) => {
    setInnerValue(code);
    setSyncedValue(code);
    onChange(code);
  };

  const close = () => {
    setOpen(false);
    setActive(-1);
  };

  const openList = (activeIndex = -1) => {
    if (disabled) return;
    setQuery(null);
    setOpen(true);
    setActive(activeIndex);
  };

  const choose = (item: DropdownItem) => {
    setText(item.name);
    emit(item.code);
    close();
  };

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: MouseEvent) => {
      if (rootRef.current?.contains(event.target as Node)) return;
      setOpen(false);
      setActive(-1);
    };
    document.addEventListener('mousedown', onPointerDown);
    return () => document.removeEventListener('mousedown', onPointerDown);
  }, [open]);

  useEffect(() => {
    if (active >= 0)
      document.getElementById(optionId(active))?.scrollIntoView?.({ block: 'nearest' });
  });

  const handleInput = (event: ChangeEvent<HTMLInputElement>) => {
    const typed = event.target.value;
    setText(typed);
    setQuery(typed);
    setOpen(true);
    setActive(-1);
    emit(findExactItem(items, typed)?.code ?? '');
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const last = visible.length - 1;
    const selectedIndex = items.findIndex((item) => item.code === current);
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!open) openList(Math.max(selectedIndex, 0));
        else setActive((index) => (index >= last ? 0 : index + 1));
        break;
      case 'ArrowUp':
        event.preventDefault();
        if (!open) openList(selectedIndex >= 0 ? selectedIndex : items.length - 1);
        else setActive((index) => (index <= 0 ? last : index - 1));
        break;
      case 'Enter': {
        const item = open ? visible[active] : undefined;
        if (item) {
          // Only a pick is swallowed; otherwise Enter still submits the surrounding form.
          event.preventDefault();
          choose(item);
        }
        break;
      }
      case 'Escape':
        if (open) {
          // Keep a surrounding drawer open: Escape closes the innermost thing only.
          event.preventDefault();
          event.stopPropagation();
          close();
        }
        break;
      case 'Tab':
        close();
        break;
    }
  };

  const handleBlur = (event: FocusEvent<HTMLInputElement>) => {
    if (!rootRef.current?.contains(event.relatedTarget as Node | null)) close();
  };

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
        <input
          ref={inputRef}
          id={inputId}
          className={`${field.input} ${styles.input}`}
          type="text"
          role="combobox"
          autoComplete="off"
          value={text}
          placeholder={placeholderText}
          disabled={disabled}
          aria-label={label ? undefined : accessibleName}
          aria-expanded={open}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={handleInput}
          onClick={() => !open && openList()}
          onKeyDown={handleKeyDown}
          onBlur={handleBlur}
        />
        <button
          type="button"
          className={styles.toggle}
          tabIndex={-1}
          disabled={disabled}
          aria-label={t('ui.dropdown.toggle')}
          aria-controls={listId}
          aria-expanded={open}
          // Focus stays in the input, so toggling never blurs (and closes) the field first.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => {
            if (open) close();
            else openList();
            inputRef.current?.focus();
          }}
        >
          <ChevronDown size={16} className={open ? styles.chevronOpen : undefined} />
        </button>
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
          items={visible}
          active={active}
          selectedCode={current}
          optionId={optionId}
          labelling={label ? { 'aria-labelledby': labelId } : { 'aria-label': accessibleName }}
          onChoose={choose}
        />
      )}
    </div>
  );
}
