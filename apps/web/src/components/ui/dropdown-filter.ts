export interface DropdownItem {
  name: string;
  code: string;
  /** Secondary text shown beside the name, e.g. a description of the code. */
  codeText?: string;
}

// Surrounding spaces are never meaningful in a name or a code, and phones add them after words.
const normalise = (text: string) => text.trim().toLowerCase();

/** Items whose name or code contains the typed text, ignoring case; all items for empty text. */
export function filterDropdownItems(items: readonly DropdownItem[], text: string): DropdownItem[] {
  const query = normalise(text);
  if (query === '') return [...items];
  return items.filter(
    (item) => normalise(item.name).includes(query) || normalise(item.code).includes(query),
  );
}

/** The item whose name is exactly the typed text, ignoring case; typing a name selects it. */
export function findExactItem(
  items: readonly DropdownItem[],
  text: string,
): DropdownItem | undefined {
  const query = normalise(text);
  if (query === '') return undefined;
  return items.find((item) => normalise(item.name) === query);
}
