import {
  ARRIVALS_COLUMNS,
  DELAYS_COLUMNS,
  type Leg,
  OVERNIGHTS_COLUMNS,
  type OvernightRow,
} from '@board/domain';
import { testLeg } from '@board/domain/testing';
import { describe, expect, it } from 'vitest';
import cells from './cells.module.css';
import { flightCellClass } from './list-columns.tsx';

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
