import {
  dayText,
  type Leg,
  type LegSide,
  registrationText,
  sideOf,
  type TrailerRecord,
  yesNoText,
} from '@board/domain';
import { column, es } from '../../lib/workbooks/cells.ts';
import type { Sheet } from '../../lib/workbooks/workbook-stream.ts';

/** A tow with the leg and the side it was recorded on. */
export interface TrailerLine {
  leg: Leg;
  side: LegSide;
  trailer: TrailerRecord;
}

/** Every tow of the day: those recorded on the arrivals, then those on the departures. */
export function trailerLines(arrivals: readonly Leg[], departures: readonly Leg[]): TrailerLine[] {
  return [
    ...arrivals.flatMap((leg) =>
      leg.trailers_arrival.map((trailer) => ({ leg, side: 'arrival' as const, trailer })),
    ),
    ...departures.flatMap((leg) =>
      leg.trailers_departure.map((trailer) => ({ leg, side: 'departure' as const, trailer })),
    ),
  ];
}

const stand = (s: { number: string; tape_hall: string }) =>
  [s.number, s.tape_hall].filter(Boolean).join(' / ');

/**
 * Remolques del día: one row per tow, with every field of its form (section 3, Trailer item).
 * The stand columns read "number / tape or hall"; an overnight tow has a location instead.
 */
export const trailersSheet = (): Sheet<TrailerLine> => ({
  name: es('downloads.choices.trailers'),
  columns: [
    column(es('board.cols.flight'), 10, ({ leg }) => leg.flight_number),
    column(es('board.cols.date'), 8, ({ leg, side }) => dayText(sideOf(leg, side).day)),
    column(es('board.export.side'), 9, ({ side }) =>
      es(side === 'arrival' ? 'board.export.sideArrival' : 'board.export.sideDeparture'),
    ),
    column(es('board.cols.registration'), 10, ({ leg }) => registrationText(leg)),
    column(es('board.export.trailerType'), 22, ({ trailer }) => trailer.trailer.name),
    column(es('board.export.originalPea'), 12, ({ trailer }) => stand(trailer.original_pea)),
    column(es('board.export.destinationPea'), 12, ({ trailer }) =>
      stand(trailer.trailer.description_pea),
    ),
    column(
      es('board.export.overnightLocation'),
      14,
      ({ trailer }) => trailer.trailer.overnight_stay,
    ),
    column(es('board.export.start'), 7, ({ trailer }) => trailer.duration.start),
    column(es('board.export.end'), 7, ({ trailer }) => trailer.duration.end),
    column(es('board.export.totalMinutes'), 10, ({ trailer }) => trailer.duration.total),
    column(es('board.export.equipment'), 12, ({ trailer }) => trailer.equipment_number),
    column(es('board.export.operator'), 18, ({ trailer }) => trailer.operator_name),
    column(es('board.export.description'), 30, ({ trailer }) => trailer.description),
    column(es('board.export.additionalService'), 10, ({ trailer }) =>
      yesNoText(trailer.additional_service, es),
    ),
  ],
});
