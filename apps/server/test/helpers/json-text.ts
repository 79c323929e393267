/**
 * Writing requests exactly as a hostile client would: JSON text JSON.stringify cannot produce,
 * own `__proto__` keys, and URLs carrying what no well-behaved encoder writes.
 */

/** JSON text written as it is, for what JSON.stringify cannot write (1e400, -0, deep nesting). */
export class RawJson {
  constructor(readonly text: string) {}
}

/**
 * A value filled in only when the request is sent, such as the leg's version: a valid edit stays
 * valid after earlier ones have saved, so every run may reach the save.
 */
export class Slot {
  constructor(readonly name: string) {}
}

/** The JSON text of a value that may hold RawJson fragments, slots and own `__proto__` keys. */
export function jsonText(value: unknown, slots: Record<string, unknown> = {}): string {
  if (value instanceof RawJson) return value.text;
  if (value instanceof Slot) return JSON.stringify(slots[value.name] ?? null);
  if (Array.isArray(value)) return `[${value.map((v) => jsonText(v, slots)).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).map(
      ([k, v]) => `${JSON.stringify(k)}:${jsonText(v, slots)}`,
    );
    return `{${entries.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** A copy of an object with one more own key, even `__proto__`, which plain assignment skips. */
export function withOwnKey(target: object, key: string, value: unknown): Record<string, unknown> {
  const copy = { ...target } as Record<string, unknown>;
  Object.defineProperty(copy, key, { value, enumerable: true, writable: true, configurable: true });
  return copy;
}

/**
 * Percent-encodes all but the unreserved characters, the way a careless client would: a lone
 * surrogate travels as its three WTF-8 bytes, where encodeURIComponent would throw.
 */
export function percentEncode(text: string): string {
  let out = '';
  for (const unit of text) {
    const code = unit.codePointAt(0) ?? 0;
    if (/^[A-Za-z0-9\-_.~]$/.test(unit)) out += unit;
    else if (code >= 0xd800 && code <= 0xdfff) {
      const bytes = [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)];
      out += bytes.map((b) => `%${b.toString(16).toUpperCase()}`).join('');
    } else out += encodeURIComponent(unit);
  }
  return out;
}
