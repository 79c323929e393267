/**
 * A map that keeps its most recently used entries within a total weight (what the caller says an
 * entry costs: legs, bytes), dropping the least recently used first; the newest always stays.
 */
export function createWeighedLru<V>(maxWeight: number, onDrop: (value: V) => void = () => {}) {
  const entries = new Map<string, { value: V; weight: number }>();
  let total = 0;

  function remove(key: string): { value: V; weight: number } | undefined {
    const entry = entries.get(key);
    if (!entry) return undefined;
    entries.delete(key);
    total -= entry.weight;
    return entry;
  }
  function drop(key: string): void {
    const entry = remove(key);
    if (entry) onDrop(entry.value);
  }

  return {
    get(key: string): V | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      entries.delete(key);
      entries.set(key, entry);
      return entry.value;
    },
    /** The value under `key`, leaving its place in the order of use as it is. */
    peek: (key: string): V | undefined => entries.get(key)?.value,
    /** Keeps `value` under `key`; setting the same value again only changes its weight. */
    set(key: string, value: V, weight: number): void {
      const before = remove(key);
      if (before && before.value !== value) onDrop(before.value);
      entries.set(key, { value, weight });
      total += weight;
      for (const oldest of entries.keys()) {
        if (total <= maxWeight || entries.size === 1) break;
        drop(oldest);
      }
    },
    drop,
    clear(): void {
      for (const key of [...entries.keys()]) drop(key);
    },
    get weight(): number {
      return total;
    },
  };
}
