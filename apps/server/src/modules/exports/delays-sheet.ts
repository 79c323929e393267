import type { DelayEntry, Leg } from '@board/domain';
import { column, dateOf, es, registrationOf, timeOf, unlessZero } from './cells.ts';
import type { Sheet } from './workbook-stream.ts';

/** The dash the Demoras screen shows where a delayed leg has no code yet. */
const NO_CODE = '—';

/** A line of the Demoras table: one delay entry, or the delayed leg alone while it has none. */
export interface DelayLine {
  leg: Leg;
  entry: DelayEntry | null;
}

export const delayLines = (legs: readonly Leg[]): DelayLine[] =>
  legs.flatMap((leg): DelayLine[] =>
    leg.delays.length > 0 ? leg.delays.map((entry) => ({ leg, entry })) : [{ leg, entry: null }],
  );

/**
 * Demoras: the screen's columns in its order, the action button left out and who last edited
 * the entry (shown in the drawer behind it) added. A leg late without a code is highlighted.
 */
export const delaysSheet = (zone: string): Sheet<DelayLine> => ({
  name: es('titles.delays'),
  tone: ({ entry }) => (entry ? null : 'flagged'),
  columns: [
    column(es('board.cols.date'), 8, ({ leg }) => dateOf(leg.datop_local)),
    column(es('board.cols.flight'), 10, ({ leg }) => leg.flight_number),
    column(es('board.cols.registration'), 10, ({ leg }) => registrationOf(leg)),
    column(es('board.cols.material'), 9, ({ leg }) => leg.material),
    column(es('board.cols.origin'), 8, ({ leg }) => leg.depstn),
    column(es('board.cols.destination'), 8, ({ leg }) => leg.arrstn),
    column('ETD', 7, ({ leg }) => timeOf(leg, leg.etd, zone)),
    column('ATD', 7, ({ leg }) => timeOf(leg, leg.atd, zone)),
    column(es('board.cols.codes'), 8, ({ entry }) => entry?.delay.code ?? NO_CODE),
    column(es('board.cols.minutes'), 9, ({ entry }) => entry?.minutes ?? null),
    column(es('delays.total'), 10, ({ leg }) => unlessZero(leg.delays_min_total)),
    // As on screen: the description is the code's, the motive what the station wrote.
    column(es('delays.description'), 40, ({ entry }) => entry?.delay.name ?? ''),
    column(es('delays.motive'), 30, ({ entry }) => entry?.description ?? ''),
    column(es('delays.responsible'), 16, ({ entry }) => entry?.delay.iataResponsible ?? ''),
    column(es('board.export.lastEditor'), 22, ({ entry }) =>
      entry?.last_editor ? `${entry.last_editor.name} (${entry.last_editor.role})` : '',
    ),
  ],
});
