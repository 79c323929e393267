import {
  type CellContext,
  type ColumnHeading,
  columnsOn,
  type Leg,
  type ListColumn,
} from '@board/domain';
import type { RowData } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import type { BoardColumn } from '../table/board-table.tsx';
import cells from './cells.module.css';
import { FlightCell, RegistrationCell } from './leg-cells.tsx';

/** What a view draws itself, by column key: buttons, markers, a figure with its unit. */
export interface ScreenParts<Row> {
  cells?: Partial<Record<string, (row: Row) => ReactNode>>;
  headers?: Partial<Record<string, () => ReactNode>>;
  /** How many rounds of columns have given way to a narrow board (see `givesWay`). */
  narrowed?: number;
}

/** A cell as its format shows it: a flight with its status, a registration with its markers. */
function plainCell<Row extends RowData>(
  column: ListColumn<Row>,
  row: Row,
  cell: CellContext,
): ReactNode {
  const leg = column.leg?.(row);
  if (leg !== undefined && column.format === 'flight') return <FlightCell leg={leg} />;
  if (leg !== undefined && column.format === 'registration') return <RegistrationCell leg={leg} />;
  const value = column.value(row, cell);
  if (value === null || value === '') return column.empty ?? '';
  return column.unit && typeof value === 'number'
    ? cell.t(`units.${column.unit}`, { count: value })
    : value;
}

/** A column's heading: on a narrowed board its short form, the whole header in the tooltip. */
function heading<Row>(column: ListColumn<Row>, t: TFunction, narrowed: boolean) {
  // A column of buttons shows no heading, but a screen reader still names it.
  if (!column.header)
    return () => <span className="visually-hidden">{t('board.cols.action')}</span>;
  if (!narrowed || !column.shortHeader) return t(column.header);
  const { header, shortHeader } = column;
  return () => <abbr title={t(header)}>{t(shortHeader)}</abbr>;
}

function leafColumn<Row extends RowData>(
  column: ListColumn<Row>,
  t: TFunction,
  cell: CellContext,
  parts: ScreenParts<Row>,
): BoardColumn<Row> {
  const draw = parts.cells?.[column.key];
  return {
    id: column.key,
    header: parts.headers?.[column.key] ?? heading(column, t, (parts.narrowed ?? 0) > 0),
    cell: ({ row }) => (draw ? draw(row.original) : plainCell(column, row.original, cell)),
  };
}

/**
 * A block's or group's heading, with the unit its figures count where the cells have no room
 * for it: small and plain beside the uppercase words, so it reads as a note, not a title.
 */
function groupHeading(heading: ColumnHeading, t: TFunction) {
  const { header, unit } = heading;
  if (!unit) return t(header);
  return () => (
    <>
      {t(header)}{' '}
      <abbr className={cells.unit} title={t(`units.names.${unit}`)}>
        {t(`units.symbols.${unit}`)}
      </abbr>
    </>
  );
}

/** Consecutive columns under one heading become one group column of the table. */
function grouped<Row extends RowData>(
  columns: readonly ListColumn<Row>[],
  headingOf: (column: ListColumn<Row>) => ColumnHeading | undefined,
  t: TFunction,
  inner: (run: ListColumn<Row>[]) => BoardColumn<Row>[],
): BoardColumn<Row>[] {
  const out: BoardColumn<Row>[] = [];
  let run: ListColumn<Row>[] = [];
  const close = () => {
    const heading = run[0] && headingOf(run[0]);
    if (heading)
      out.push({ id: heading.id, header: groupHeading(heading, t), columns: inner(run) });
    else out.push(...inner(run));
    run = [];
  };
  for (const column of columns) {
    if (run[0] && headingOf(run[0])?.id !== headingOf(column)?.id) close();
    run.push(column);
  }
  if (run.length > 0) close();
  return out;
}

/**
 * The table columns of a list on screen, from the domain's one column table: its screen
 * columns in order, under their block and group headings, each cell as its format shows it
 * unless the view draws it.
 */
export function screenColumns<Row extends RowData>(
  columns: readonly ListColumn<Row>[],
  context: { t: TFunction; zone: string },
  parts: ScreenParts<Row> = {},
): BoardColumn<Row>[] {
  const { t, zone } = context;
  const cell: CellContext = { zone, t: (key, params) => t(key, params) };
  const leaves = (run: ListColumn<Row>[]) => run.map((c) => leafColumn(c, t, cell, parts));
  const narrowed = parts.narrowed ?? 0;
  const shown = columnsOn(columns, 'screen').filter(
    (column) => column.givesWay === undefined || column.givesWay > narrowed,
  );
  return grouped(
    shown,
    (column) => column.block,
    t,
    (block) => grouped(block, (column) => column.group, t, leaves),
  );
}

/** Section 4: a rescheduled leg's flight cell is yellow, the whole cell and not only its label. */
export const rescheduledFlightClass = (leg: Leg | null | undefined) =>
  leg?.leg_status_timeline === 'RESCHEDULED' ? cells.rescheduledCell : undefined;

/**
 * The class of each cell of a list drawn from the domain's column table: its flight columns
 * (format 'flight') take the class of the leg they show, so every list marks a rescheduled
 * flight the same way.
 */
export function flightCellClass<Row>(columns: readonly ListColumn<Row>[]) {
  const flights = new Map(
    columns.flatMap((column) =>
      column.format === 'flight' && column.leg ? [[column.key, column.leg] as const] : [],
    ),
  );
  return (row: Row, columnId: string): string | undefined => {
    const legOf = flights.get(columnId);
    return legOf && rescheduledFlightClass(legOf(row));
  };
}
