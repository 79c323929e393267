/** What the zone of one airport is chosen from. */
export interface ZoneEvidence {
  /** ISO country of the airport, from the dataset. */
  country: string;
  /** The dataset's own zone, repaired of stray spaces. */
  datasetZone: string;
  /** The zones whose boundaries hold the airport's coordinates (more than one on a border). */
  found: readonly string[];
}

/**
 * The airport's zone: the one whose boundaries hold its coordinates, among the zones of its own
 * country (tzdb's zone.tab). Where the boundaries give none of its country (coordinates a little
 * off across a border, or at sea) the dataset's zone is kept, and where they give two (a disputed
 * area) the dataset's choice between them is kept.
 */
export function zoneFromBoundaries(
  evidence: ZoneEvidence,
  countriesOf: (zone: string) => readonly string[],
): string {
  const ofCountry = evidence.found.filter((zone) => countriesOf(zone).includes(evidence.country));
  const [first] = ofCountry;
  return first === undefined || ofCountry.includes(evidence.datasetZone)
    ? evidence.datasetZone
    : first;
}
