import type { Leg } from '../schemas/legs.ts';

/** A cell as the files hold it: text, a number (kept a number so it adds up), or nothing. */
export type CellValue = string | number | null;

/** Where a list is read: the board on screen, the downloaded workbook, the printed board. */
export type ListSurface = 'screen' | 'sheet' | 'print';

/** How wide a column is, as a class every surface turns into its own unit. */
export type ColumnWidth = 'xs' | 's' | 'm' | 'l' | 'xl' | 'prose';

/**
 * What a column holds, which tells each surface how to show it: the screen draws a flight with
 * its status and a registration with its markers, and right-aligns figures; an action is a
 * button on screen and has no place in a file.
 */
export type ColumnFormat =
  | 'text'
  | 'number'
  | 'day'
  | 'time'
  | 'flight'
  | 'registration'
  | 'stand'
  | 'action';

/** What a cell needs to be written: the station's zone and the reader's language. */
export interface CellContext {
  zone: string;
  t: (key: string, params?: Record<string, string | number>) => string;
}

/** A run of columns under one heading: an arrival or departure block, or a group like CDA. */
export interface ColumnHeading {
  id: string;
  /** Catalogue key of the heading. */
  header: string;
  /**
   * What every figure under the heading counts, said once beside it where a unit in each cell
   * has no room (General's ground times); files keep their own headers.
   */
  unit?: 'minutes';
}

/**
 * One column of a list, for every surface at once.
 * - `header` is a catalogue key; `fileHeader` replaces it in files, where a header stands alone
 *   without the screen's group above it ("Estimado" under Turn around is "Turn around estimado").
 * - `block` is the list's top-level part (General's Llegadas, Turn around, Salidas); files name
 *   each header after its block when `prefixed` says so.
 * - `leg` is the leg the cell describes, for the screen's flight and registration markers.
 * - `empty` is what the screen shows for a cell without value; files leave it blank.
 * - `shortHeader` is what a narrow board heads the column with, the full header in its tooltip.
 * - `givesWay` is the order in which columns leave a board too narrow for all of them: 1 first,
 *   then 2; a column without it always stays.
 * - `unit` is what a figure counts: the screen writes it beside the figure ("45 min"); a file
 *   keeps the bare number (so it adds up), its header naming the unit where it is not plain.
 */
export interface ListColumn<Row> {
  key: string;
  header: string;
  fileHeader?: string;
  block?: ColumnHeading & { prefixed: boolean };
  group?: ColumnHeading;
  width: ColumnWidth;
  format: ColumnFormat;
  on: readonly ListSurface[];
  empty?: string;
  shortHeader?: string;
  givesWay?: 1 | 2;
  unit?: 'minutes';
  leg?: (row: Row) => Leg | null;
  value(row: Row, cell: CellContext): CellValue;
}

export const EVERYWHERE: readonly ListSurface[] = ['screen', 'sheet', 'print'];
export const SCREEN_AND_SHEET: readonly ListSurface[] = ['screen', 'sheet'];
export const SCREEN_ONLY: readonly ListSurface[] = ['screen'];
export const SHEET_ONLY: readonly ListSurface[] = ['sheet'];
export const SHEET_AND_PRINT: readonly ListSurface[] = ['sheet', 'print'];

/** The columns a surface shows, in the list's order. */
export const columnsOn = <Row>(columns: readonly ListColumn<Row>[], surface: ListSurface) =>
  columns.filter((column) => column.on.includes(surface));

/** A column's header as a file writes it: standing alone, named after its block if need be. */
export function fileHeaderOf<Row>(column: ListColumn<Row>, t: CellContext['t']): string {
  const header = t(column.fileHeader ?? column.header);
  return column.block?.prefixed ? `${t(column.block.header)} · ${header}` : header;
}

/** The columns of a block or a group, with that heading set on each. */
export const under = <Row>(
  heading: Pick<ListColumn<Row>, 'block'> | Pick<ListColumn<Row>, 'group'>,
  columns: readonly ListColumn<Row>[],
): ListColumn<Row>[] => columns.map((column) => ({ ...column, ...heading }));
