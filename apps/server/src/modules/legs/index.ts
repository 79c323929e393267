/**
 * What other parts of the server may use of the legs module. The module owns the legs tables
 * (legs, their connections, their audit entries, the stations' last sync, counters and kept
 * changes): every read of them is
 * one of these functions, which take the caller's transaction when given one, and every write
 * goes through the leg writer (leg-writer.ts), which records and announces it.
 */

export { createAnswerCache } from './answer-cache.ts';
export { keptChangesAfter, readKeptChange } from './kept-changes.ts';
export {
  changesOfLeg,
  changesOfStationDay,
  type FieldChange,
} from './leg-changes.repository.ts';
export {
  type ConnectionValues,
  connectionsOf,
  connectionsOfLegs,
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
  createLegWriter,
  type LegUpdate,
  type LegWriter,
  type LegWrites,
  type LockedLeg,
} from './leg-writer.ts';
export type { LegKey, LegValues } from './leg-writes.repository.ts';
export {
  aircraftAtStation,
  arrivalsOf,
  departuresOf,
  legsAround,
  networkDay,
  withConnections,
} from './legs.repository.ts';
export { legRoutes } from './legs.routes.ts';
export { createLegsService, type LegsService } from './legs.service.ts';
export { changeNumberOf } from './station-changes.repository.ts';
