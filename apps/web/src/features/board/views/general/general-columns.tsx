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
import { EditButton } from '../../../../lib/legs/edit-button.tsx';
import { legTime } from '../../../../lib/legs/leg-format.ts';
import type { LegSelection } from '../../selection/use-leg-selection.ts';
import cells from '../cells.module.css';
import { DayMark } from '../day-mark.tsx';
import { FlightCell, StandCell, TimeCell } from '../leg-cells.tsx';
import { type ScreenParts, screenColumns } from '../list-columns.tsx';
import { SelectAllBox, SelectBox } from './select-box.tsx';
import type { GeneralWidth } from './use-general-width.ts';

interface Options {
  t: TFunction;
  zone: string;
  /** The board's day, against which a time of another day is marked. */
  day: string;
  width: GeneralWidth;
  selection: LegSelection;
  arrivals: (Leg | null)[];
  departures: (Leg | null)[];
}

type SideCells = Record<string, (leg: Leg) => ReactNode>;

/** How many rounds of columns give way at each width (see `givesWay` in the domain). */
const NARROWED: Record<GeneralWidth, number> = { full: 0, wide: 1, narrow: 2 };

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
      const cell = (
        <StandCell leg={leg} number={stand.peaNumber} type={stand.peaType} marker={marker} />
      );
      if (o.width === 'full') return cell;
      // The action column has given way: the stand's pencil joins its cell, as the CDA's does.
      return (
        <span className={cells.cda}>
          {cell}
          <EditButton kind="pea" leg={leg} side={side} label={o.t('board.cols.pea')} compact />
        </span>
      );
    },
    action: (leg) => <EditButton kind="pea" leg={leg} side={side} label={o.t('board.cols.pea')} />,
    flight: (leg) => <FlightCell leg={leg} compact={o.width !== 'full'} />,
    cda: (leg) => <Cda leg={leg} side={side} />,
  };
}

/** The scheduled time; where the side's date has given way, marked when it is another day. */
function Scheduled({ leg, side, o }: { leg: Leg; side: LegSide; o: Options }) {
  const fields = sideOf(leg, side);
  const time = <TimeCell leg={leg} value={fields.scheduled} zone={o.zone} />;
  if (o.width !== 'narrow') return time;
  return (
    <>
      {time}
      <DayMark day={fields.day} board={o.day} />
    </>
  );
}

/**
 * A time whose next one (on blocks after landing, take off after pushback) has given way to the
 * narrowest board: that next time is in its tooltip. The Llegadas and Salidas lists show both.
 */
function NextTime(props: {
  o: Options;
  leg: Leg;
  header: string;
  value: string | null;
  children: ReactNode;
}) {
  const { o, leg } = props;
  const next = legTime(leg, props.value, o.zone);
  if (o.width !== 'narrow' || !next) return props.children;
  return <span title={`${o.t(props.header)} ${next}`}>{props.children}</span>;
}

/** The time markers: landing on the arrival; delay and pushback on the departure. */
const arrivalCells = (o: Options): SideCells => ({
  ...sideCells('arrival', o),
  sta: (leg) => <Scheduled leg={leg} side="arrival" o={o} />,
  landed: (leg) => (
    <NextTime o={o} leg={leg} header="board.cols.onBlocks" value={leg.control_taxi_on_blocks}>
      <TimeCell leg={leg} value={leg.control_taxi_landed} zone={o.zone} />
    </NextTime>
  ),
  eta: (leg) => (
    <TimeCell leg={leg} value={leg.eta} zone={o.zone} marker={leg.change_control_landed} />
  ),
});

const departureCells = (o: Options): SideCells => ({
  ...sideCells('departure', o),
  std: (leg) => <Scheduled leg={leg} side="departure" o={o} />,
  etd: (leg) => (
    <TimeCell
      leg={leg}
      value={leg.etd}
      zone={o.zone}
      marker={leg.change_control_pushback === 'RED' ? 'RED' : null}
    />
  ),
  pushback: (leg) => (
    <NextTime o={o} leg={leg} header="board.cols.takeoff" value={leg.control_taxi_toff}>
      <TimeCell
        leg={leg}
        value={leg.control_taxi_pushback}
        zone={o.zone}
        marker={leg.change_control_pushback}
      />
    </NextTime>
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
      narrowed: NARROWED[o.width],
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
