/**
 * What other parts of the server may use of the legs module. The module owns the legs tables
 * (legs, their connections, their audit entries, the stations' last sync): every read and write
 * of them is one of these functions, which take the caller's transaction when given one.
 */

export type { AnswerCache } from './answer-cache.ts';
export {
  changesOfLeg,
  changesOfStationDay,
  type FieldChange,
  insertChange,
  insertChanges,
} from './leg-changes.repository.ts';
export {
  type ConnectionValues,
  connectionsOf,
  connectionsOfLegs,
  replaceConnections,
} from './leg-connections.repository.ts';
export {
  findDeparture,
  hasDepartures,
  legById,
  legsOfStationDay,
  movingLegs,
} from './leg-lookups.repository.ts';
export type { LegRow } from './leg-record.ts';
export {
  insertLegs,
  type LegKey,
  type LegValues,
  lockLeg,
  lockLegsByKey,
  lockLegsOfFlight,
  updateLeg,
  writeLeg,
} from './leg-writes.repository.ts';
export {
  aircraftAtStation,
  arrivalsOf,
  departuresOf,
  legsAround,
  networkDay,
  withConnections,
} from './legs.repository.ts';
export { markSynced } from './station-sync.repository.ts';
