/** How long a browser or a proxy may keep each kind of answer: the one place that says so. */
export const CACHE_CONTROL = {
  /** API answers hold people's sessions and the day's operations: nobody keeps a copy. */
  none: 'no-store',
  /** The HTML shell: kept, but checked with the server each time, so a deploy shows at once. */
  revalidate: 'no-cache',
  /** Files whose name carries a hash of their content never change. */
  immutable: 'public, max-age=31536000, immutable',
  /** Other static files (the icon, the parking plans) change only with a deploy. */
  short: 'public, max-age=3600',
} as const;
