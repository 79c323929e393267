import {
  type Dispatch,
  type FocusEvent,
  type RefObject,
  type SetStateAction,
  useEffect,
  useRef,
  useState,
} from 'react';
import { type DropdownItem, filterDropdownItems, findExactItem } from './dropdown-filter.ts';
import { useOutsidePress } from './use-outside-press.ts';

export interface DropdownState {
  /** The field's outer element: a press outside it closes the list. */
  rootRef: RefObject<HTMLDivElement | null>;
  /** Code of the chosen item, '' for none. */
  current: string;
  text: string;
  open: boolean;
  /** Index of the highlighted option in `visible`, -1 for none. */
  active: number;
  setActive: Dispatch<SetStateAction<number>>;
  /** The items the typed text lets through. */
  visible: DropdownItem[];
  openList: (activeIndex?: number) => void;
  close: () => void;
  choose: (item: DropdownItem) => void;
  type: (typed: string) => void;
  /** Closes the list unless focus moves to another part of the field. */
  leave: (event: FocusEvent<HTMLInputElement>) => void;
}

interface DropdownOptions {
  items: DropdownItem[];
  value: string | undefined;
  onChange: (code: string) => void;
  disabled: boolean;
}

/** The Dropdown's state: the chosen code, the text in the input, and the list with its highlight. */
export function useDropdown({ items, value, onChange, disabled }: DropdownOptions): DropdownState {
  const rootRef = useRef<HTMLDivElement>(null);
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

  const type = (typed: string) => {
    setText(typed);
    setQuery(typed);
    setOpen(true);
    setActive(-1);
    emit(findExactItem(items, typed)?.code ?? '');
  };

  const leave = (event: FocusEvent<HTMLInputElement>) => {
    if (!rootRef.current?.contains(event.relatedTarget as Node | null)) close();
  };

  useOutsidePress(rootRef, open, close);

  const visible = filterDropdownItems(items, query ?? '');
  return {
    rootRef,
    current,
    text,
    open,
    active,
    setActive,
    visible,
    openList,
    close,
    choose,
    type,
    leave,
  };
}

/** Keeps the highlighted option in sight as the arrows move through a long list. */
export function useScrolledIntoView(elementId: string | undefined) {
  useEffect(() => {
    if (elementId) document.getElementById(elementId)?.scrollIntoView?.({ block: 'nearest' });
  });
}
