/** A JSON value with its object keys sorted and dates as ISO text, so values compare by content. */
function canonical(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(canonical);
  if (value === null || typeof value !== 'object') return value;
  const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return Object.fromEntries(entries.map(([key, v]) => [key, canonical(v)]));
}

/**
 * Whether a stored value and a new one are the same record. A jsonb column gives its keys back in
 * its own order (shorter keys first), so comparing serialised text as such would see every stored
 * record as changed.
 */
export const sameJson = (a: unknown, b: unknown) =>
  JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));
