import type { Leg } from '@board/domain';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { EditButton } from '../../../../lib/legs/edit-button.tsx';
import { TimeCell } from '../leg-cells.tsx';
import { legListCells } from '../leg-list-cells.tsx';
import { DelayButton } from './delay-button.tsx';

/** The Salidas cells drawn on screen: the crew and connections lists, time markers, delays. */
export function departureCells(
  t: TFunction,
  zone: string,
): Partial<Record<string, (leg: Leg) => ReactNode>> {
  return {
    ...legListCells(t, 'departure'),
    crew: (leg) =>
      leg.crew.length > 0 && (
        <EditButton kind="crew" leg={leg} side="departure" label={t('board.cols.crew')} />
      ),
    connections_view: (leg) => (
      <EditButton
        kind="connections"
        leg={leg}
        side="departure"
        label={t('board.cols.connections')}
      />
    ),
    etd: (leg) => (
      <TimeCell
        leg={leg}
        value={leg.etd}
        zone={zone}
        marker={leg.change_control_pushback === 'RED' ? 'RED' : null}
      />
    ),
    pushback: (leg) => (
      <TimeCell
        leg={leg}
        value={leg.control_taxi_pushback}
        zone={zone}
        marker={leg.change_control_pushback}
      />
    ),
    delay_edit: (leg) => <DelayButton leg={leg} />,
    occupation: (leg) => (leg.occupational_factor === null ? '' : `${leg.occupational_factor}%`),
  };
}
