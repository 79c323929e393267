import type { KeyboardEvent } from 'react';
import type { DropdownItem } from './dropdown-filter.ts';
import type { DropdownState } from './use-dropdown.ts';

/** The combobox keys: arrows open and move the highlight (wrapping), Enter picks, Escape closes. */
export function handleDropdownKey(
  event: KeyboardEvent<HTMLInputElement>,
  dropdown: DropdownState,
  items: DropdownItem[],
) {
  const { open, active, visible, setActive, openList, close, choose } = dropdown;
  const last = visible.length - 1;
  const selectedIndex = items.findIndex((item) => item.code === dropdown.current);
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
}
