import type { Ref } from 'react';
import styles from './dropdown.module.css';
import type { DropdownItem } from './dropdown-filter.ts';
import { handleDropdownKey } from './dropdown-keys.ts';
import field from './field.module.css';
import type { DropdownState } from './use-dropdown.ts';

/** The Dropdown's combobox input: the text typed or chosen, and the keys that move the list. */
export function DropdownInput(props: {
  ref: Ref<HTMLInputElement>;
  id: string;
  listId: string;
  dropdown: DropdownState;
  items: DropdownItem[];
  placeholder: string;
  disabled: boolean;
  /** The input's name when no visible label names it. */
  'aria-label': string | undefined;
  /** The highlighted option's id, while the list is open. */
  activeId: string | undefined;
  /** The error message's id, while there is one. */
  errorId: string | undefined;
}) {
  const { dropdown } = props;
  return (
    <input
      ref={props.ref}
      id={props.id}
      className={`${field.input} ${styles.input}`}
      type="text"
      role="combobox"
      autoComplete="off"
      value={dropdown.text}
      placeholder={props.placeholder}
      disabled={props.disabled}
      aria-label={props['aria-label']}
      aria-expanded={dropdown.open}
      aria-controls={props.listId}
      aria-autocomplete="list"
      aria-activedescendant={props.activeId}
      aria-invalid={props.errorId ? true : undefined}
      aria-describedby={props.errorId}
      onChange={(event) => dropdown.type(event.target.value)}
      onClick={() => !dropdown.open && dropdown.openList()}
      onKeyDown={(event) => handleDropdownKey(event, dropdown, props.items)}
      onBlur={dropdown.leave}
    />
  );
}
