import { useSyncExternalStore } from 'react';

/** Section 9: the board (and every page after it) switches to its phone layout at 743 px or less. */
const MOBILE_QUERY = '(max-width: 743px)';

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(MOBILE_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

export function useIsMobile(): boolean {
  return useSyncExternalStore(subscribe, () => window.matchMedia(MOBILE_QUERY).matches);
}
