/** Name of the app property that carries the user's station code. */
export const AppProperty = { STATION: 'station' } as const;

/** Stations where turnaround milestones are recorded (the inter-station list). */
export const MILESTONE_STATIONS = [
  'CUN',
  'MIA',
  'BOG',
  'PUJ',
  'FLN',
  'GIG',
  'GRU',
  'POA',
  'EZE',
  'AEP',
  'BRC',
  'MDZ',
  'SSA',
  'MVD',
] as const;

export function hasMilestones(station: string | null | undefined): boolean {
  return !!station && (MILESTONE_STATIONS as readonly string[]).includes(station);
}

/** Countries whose stations have a parking plan. */
export const PARKING_PLAN_COUNTRIES = ['PE', 'CL'] as const;

export function stationProperty(
  properties: ReadonlyArray<{ name: string; value: string }>,
): string | null {
  return properties.find((p) => p.name === AppProperty.STATION)?.value ?? null;
}
