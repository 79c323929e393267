import { unlessZero } from './cell-values.ts';
import type { DelayLine } from './delay-lines.ts';
import {
  LEG_DESTINATION,
  LEG_FLIGHT,
  LEG_MATERIAL,
  LEG_ORIGIN,
  LEG_REGISTRATION,
  legAction,
  legDate,
  legTime,
  ofLeg,
} from './leg-columns.ts';
import { type ListColumn, SCREEN_AND_SHEET, SHEET_ONLY } from './list-column.ts';

/** The dash the screen shows where a delayed leg has no code yet, in files too. */
export const NO_DELAY_CODE = '—';

type DelayColumn = ListColumn<DelayLine>;
const legOf = (line: DelayLine) => line.leg;

/** A column of what was recorded of the delay: dashed on screen while there is nothing. */
const entryColumn = (column: Omit<DelayColumn, 'on' | 'empty'>): DelayColumn => ({
  on: SCREEN_AND_SHEET,
  empty: NO_DELAY_CODE,
  ...column,
});

/**
 * Demoras: delayed departures, one line per delay entry (section 2). The description is the
 * code's, the motive what the station wrote; files add who last edited the entry, which the
 * screen shows in the drawer behind the button.
 */
export const DELAYS_COLUMNS: readonly DelayColumn[] = [
  ...[
    legDate('departure'),
    LEG_FLIGHT,
    LEG_REGISTRATION,
    LEG_MATERIAL,
    LEG_ORIGIN,
    LEG_DESTINATION,
    legTime('etd', 'board.export.etd', (leg) => leg.etd),
    legTime('atd', 'board.export.atd', (leg) => leg.atd),
  ].map((column) => ofLeg(column, legOf)),
  entryColumn({
    key: 'code',
    header: 'board.cols.codes',
    width: 's',
    format: 'text',
    value: ({ entry }) => entry?.delay.code ?? NO_DELAY_CODE,
  }),
  entryColumn({
    key: 'minutes',
    header: 'board.cols.minutes',
    width: 's',
    format: 'number',
    value: ({ entry }) => entry?.minutes ?? null,
  }),
  entryColumn({
    key: 'total',
    header: 'delays.total',
    width: 's',
    format: 'number',
    value: ({ leg }) => unlessZero(leg.delays_min_total),
  }),
  entryColumn({
    key: 'description',
    header: 'delays.description',
    width: 'prose',
    format: 'text',
    value: ({ entry }) => entry?.delay.name ?? null,
  }),
  entryColumn({
    key: 'motive',
    header: 'delays.motive',
    width: 'prose',
    format: 'text',
    value: ({ entry }) => entry?.description || null,
  }),
  entryColumn({
    key: 'responsible',
    header: 'delays.responsible',
    width: 'l',
    format: 'text',
    value: ({ entry }) => entry?.delay.iataResponsible ?? null,
  }),
  ofLeg(legAction('action', 'board.cols.action'), legOf),
  {
    key: 'last_editor',
    header: 'board.export.lastEditor',
    width: 'xl',
    format: 'text',
    on: SHEET_ONLY,
    value: ({ entry }) =>
      entry?.last_editor ? `${entry.last_editor.name} (${entry.last_editor.role})` : null,
  },
];
