import { useSyncExternalStore } from 'react';

/**
 * How much of the General board's row a desktop screen holds (decision 0031): the whole of it
 * from 1,800 px; from 1,400 px everything but the words beside icons; below that the side dates
 * give way too (a time of another day carries its day instead).
 */
export type GeneralWidth = 'full' | 'wide' | 'narrow';

const QUERIES = { full: '(min-width: 1800px)', wide: '(min-width: 1400px)' } as const;

function subscribe(onChange: () => void): () => void {
  const queries = Object.values(QUERIES).map((q) => window.matchMedia(q));
  for (const query of queries) query.addEventListener('change', onChange);
  return () => {
    for (const query of queries) query.removeEventListener('change', onChange);
  };
}

function current(): GeneralWidth {
  if (window.matchMedia(QUERIES.full).matches) return 'full';
  return window.matchMedia(QUERIES.wide).matches ? 'wide' : 'narrow';
}

export function useGeneralWidth(): GeneralWidth {
  return useSyncExternalStore(subscribe, current);
}
