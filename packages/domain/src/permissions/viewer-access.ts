/**
 * When a user who cannot edit may still open a drawer to read it (section 6): only when there
 * is something to read.
 */
export const viewerMayOpen = {
  cda: (cda: { display_name: string } | null) => Boolean(cda?.display_name),
  services: (services: readonly unknown[]) => services.length > 0,
  /** Tows exist, or the stand changed and there is more than the original entry. */
  peaChanges: (trailers: readonly unknown[], marker: string | null, summary: readonly unknown[]) =>
    trailers.length > 0 || (marker !== null && summary.length > 1),
  delays: (minutesTotal: number, delays: readonly unknown[]) =>
    minutesTotal > 0 && delays.length > 0,
};
