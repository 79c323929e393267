import {
  canSelectLeg,
  GENERAL_COLUMNS,
  type Leg,
  type LegSide,
  sideOf,
  type TurnaroundRow,
} from '@board/domain';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import type { LegSelection } from '../../selection/use-leg-selection.ts';
import cells from '../cells.module.css';
import { EditButton } from '../edit-button.tsx';
import { StandCell, TimeCell } from '../leg-cells.tsx';
import { type ScreenParts, screenColumns } from '../list-columns.tsx';
import { SelectAllBox, SelectBox } from './select-box.tsx';

interface Options {
  t: TFunction;
  zone: string;
  selection: LegSelection;
  arrivals: (Leg | null)[];
  departures: (Leg | null)[];
}

type SideCells = Record<string, (leg: Leg) => ReactNode>;

/** The assigned dispatcher's short name and the button that edits it, in one cell. */
function Cda({ leg, side }: { leg: Leg; side: LegSide }) {
  const { cda } = sideOf(leg, side);
  return (
    <span className={cells.cda}>
      <span>{cda?.display_name ?? ''}</span>
      <EditButton kind="cda" leg={leg} side={side} label="CDA" compact />
    </span>
  );
}

/** The cells of both sides: selection, stand with its markers, its button, the dispatcher. */
function sideCells(side: LegSide, o: Options): SideCells {
  return {
    select: (leg) => (
      <SelectBox
        label={o.t('board.select.leg', { flight: leg.flight_number })}
        checked={o.selection.selected.has(leg._id)}
        disabled={!canSelectLeg(leg)}
        onChange={(on) => o.selection.toggle(leg, on)}
        side={side}
      />
    ),
    pea: (leg) => {
      const stand = sideOf(leg, side);
      const marker = stand.peaNumberMarker ?? stand.peaTypeMarker;
      return <StandCell leg={leg} number={stand.peaNumber} type={stand.peaType} marker={marker} />;
    },
    action: (leg) => <EditButton kind="pea" leg={leg} side={side} label={o.t('board.cols.pea')} />,
    cda: (leg) => <Cda leg={leg} side={side} />,
  };
}

/** The time markers: landing on the arrival; delay and pushback on the departure. */
const arrivalCells = (o: Options): SideCells => ({
  ...sideCells('arrival', o),
  eta: (leg) => (
    <TimeCell leg={leg} value={leg.eta} zone={o.zone} marker={leg.change_control_landed} />
  ),
});

const departureCells = (o: Options): SideCells => ({
  ...sideCells('departure', o),
  etd: (leg) => (
    <TimeCell
      leg={leg}
      value={leg.etd}
      zone={o.zone}
      marker={leg.change_control_pushback === 'RED' ? 'RED' : null}
    />
  ),
  pushback: (leg) => (
    <TimeCell
      leg={leg}
      value={leg.control_taxi_pushback}
      zone={o.zone}
      marker={leg.change_control_pushback}
    />
  ),
  // The codes and their total, short enough for the dense board.
  delay: (leg) => (leg.delays_codes ? `${leg.delays_codes} · ${leg.delays_min_total}'` : null),
});

/** A side's cells keyed as the list's columns, blank where the row has no leg on that side. */
function onSide(side: LegSide, drawn: SideCells): ScreenParts<TurnaroundRow>['cells'] {
  const prefix = side === 'arrival' ? 'a_' : 'd_';
  return Object.fromEntries(
    Object.entries(drawn).map(([key, draw]) => [
      `${prefix}${key}`,
      (row: TurnaroundRow) => {
        const leg = row[side];
        return leg ? draw(leg) : null;
      },
    ]),
  );
}

/** The General board: Llegadas, turn around and Salidas blocks (section 2). */
export function generalColumns(o: Options) {
  return screenColumns(
    GENERAL_COLUMNS,
    { t: o.t, zone: o.zone },
    {
      cells: { ...onSide('arrival', arrivalCells(o)), ...onSide('departure', departureCells(o)) },
      headers: {
        a_select: () => (
          <SelectAllBox
            label={o.t('board.select.allArrivals')}
            legs={o.arrivals}
            selection={o.selection}
          />
        ),
        d_select: () => (
          <SelectAllBox
            label={o.t('board.select.allDepartures')}
            legs={o.departures}
            selection={o.selection}
          />
        ),
      },
    },
  );
}
