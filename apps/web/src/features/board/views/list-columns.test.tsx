import {
  ARRIVALS_COLUMNS,
  DELAYS_COLUMNS,
  GENERAL_COLUMNS,
  type Leg,
  OVERNIGHTS_COLUMNS,
  type OvernightRow,
  type TurnaroundRow,
} from '@board/domain';
import { testLeg } from '@board/domain/testing';
import type { RowData } from '@tanstack/react-table';
import { render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import type { BoardColumn } from '../table/board-table.tsx';
import cells from './cells.module.css';
import { flightCellClass, screenColumns } from './list-columns.tsx';

/** A leaf column of a screen table, by key, wherever its block and group put it. */
function leaf<Row extends RowData>(
  columns: readonly BoardColumn<Row>[],
  id: string,
): BoardColumn<Row> | undefined {
  for (const column of columns) {
    if (column.id === id) return column;
    const inner = 'columns' in column && column.columns ? leaf(column.columns, id) : undefined;
    if (inner) return inner;
  }
  return undefined;
}

/** What a screen column's cell shows for one row. */
function cellOf<Row extends RowData>(columns: BoardColumn<Row>[], id: string, row: Row): unknown {
  const cell = leaf(columns, id)?.cell;
  if (typeof cell !== 'function') throw new Error(`no cell ${id}`);
  return cell({ row: { original: row } } as never);
}

const rescheduled = testLeg({ leg_status_timeline: 'RESCHEDULED' });
const confirmed = testLeg({ leg_status_timeline: 'CONFIRMED' });

describe('the flight cell of a rescheduled leg', () => {
  it('is marked on Llegadas, in the flight column only', () => {
    const cellClass = flightCellClass(ARRIVALS_COLUMNS);
    expect(cells.rescheduledCell).toMatch(/rescheduledCell/);
    expect(cellClass(rescheduled, 'flight')).toBe(cells.rescheduledCell);
    expect(cellClass(rescheduled, 'registration')).toBeUndefined();
    expect(cellClass(confirmed, 'flight')).toBeUndefined();
  });

  it('is marked on Demoras, whose rows are delay lines', () => {
    const cellClass = flightCellClass(DELAYS_COLUMNS);
    expect(cellClass({ key: 'x', leg: rescheduled, entry: null }, 'flight')).toBe(
      cells.rescheduledCell,
    );
    expect(cellClass({ key: 'x', leg: confirmed, entry: null }, 'flight')).toBeUndefined();
  });

  it('is marked on Pernoctes on the side that was rescheduled', () => {
    const cellClass = flightCellClass(OVERNIGHTS_COLUMNS);
    const row = (arrival: Leg, departure: Leg | null): OvernightRow => ({
      registration: 'AZC',
      arrival,
      departure,
      placement_problem: null,
    });
    expect(cellClass(row(confirmed, rescheduled), 'd_flight')).toBe(cells.rescheduledCell);
    expect(cellClass(row(confirmed, rescheduled), 'a_flight')).toBeUndefined();
    expect(cellClass(row(rescheduled, null), 'a_flight')).toBe(cells.rescheduledCell);
    expect(cellClass(row(rescheduled, null), 'd_flight')).toBeUndefined();
  });
});

describe('turnaround minutes on screen', () => {
  const context = { t: i18next.t, zone: 'America/Lima' };

  it('are said once on the General board, in the block heading, the cells bare for room', () => {
    const row = {
      arrival: null,
      departure: null,
      turn_around_estimated_time: 45,
      turn_around_actual_time: 0,
      turn_around_gantt: null,
    } as unknown as TurnaroundRow;
    const columns = screenColumns(GENERAL_COLUMNS, context);
    expect(cellOf(columns, 't_estimated', row)).toBe(45);
    expect(cellOf(columns, 't_actual', row)).toBe(0);
    expect(cellOf(columns, 't_gantt', row)).toBe('');
    const heading = columns.find((column) => column.id === 'turn')?.header;
    if (typeof heading !== 'function') throw new Error('the block heading names no unit');
    render(<p>{heading({} as never)}</p>);
    expect(screen.getByText('min').getAttribute('title')).toBe('minutos');
    expect(screen.getByRole('paragraph').textContent).toBe('Turn around min');
  });

  it('carry their unit on Llegadas', () => {
    const leg = testLeg({ turn_around_time_arrival: 50, turn_around_actual_time_arrival: 62 });
    const columns = screenColumns(ARRIVALS_COLUMNS, context);
    expect(cellOf(columns, 'turn_estimated', leg)).toBe('50 min');
    expect(cellOf(columns, 'turn_actual', leg)).toBe('62 min');
  });
});
