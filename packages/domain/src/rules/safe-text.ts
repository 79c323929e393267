/**
 * Characters no stored text may hold: NUL and the other C0 controls but tab, line feed and
 * carriage return, lone UTF-16 surrogates, and U+FFFE/U+FFFF. PostgreSQL refuses NUL in text and
 * JSON, and every one of them makes the XML inside an Excel download unreadable.
 */
const UNSAFE =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const hasUnsafeText = (text: string) => UNSAFE.test(text);

/** Deep enough for any request of the product; deeper input is refused as a whole. */
const MAX_DEPTH = 32;

/**
 * The dotted paths of every string in `value` (object keys included) holding such a character,
 * as field errors name them. A value nested deeper than any request needs reports its own path.
 */
export function unsafeTextPaths(value: unknown, path = '', depth = 0): string[] {
  if (typeof value === 'string') return hasUnsafeText(value) ? [path] : [];
  if (value === null || typeof value !== 'object') return [];
  if (depth >= MAX_DEPTH) return [path];
  const found: string[] = [];
  for (const [key, child] of Object.entries(value)) {
    const childPath = path ? `${path}.${key}` : key;
    if (hasUnsafeText(key)) found.push(childPath);
    else found.push(...unsafeTextPaths(child, childPath, depth + 1));
  }
  return found;
}
