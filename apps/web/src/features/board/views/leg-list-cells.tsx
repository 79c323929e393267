import { type Leg, type LegSide, sideOf } from '@board/domain';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { EditButton } from '../../../lib/legs/edit-button.tsx';
import { LoadCell, StandCell } from './leg-cells.tsx';

/** The cells the Llegadas and Salidas screens draw themselves: the buttons and the markers. */
export function legListCells(
  t: TFunction,
  side: LegSide,
): Partial<Record<string, (leg: Leg) => ReactNode>> {
  return {
    cda_edit: (leg) => <EditButton kind="cda" leg={leg} side={side} label="CDA" />,
    pea_number: (leg) => {
      const stand = sideOf(leg, side);
      return (
        <StandCell
          leg={leg}
          number={stand.peaNumber}
          type={stand.peaType}
          marker={stand.peaNumberMarker}
        />
      );
    },
    pea_edit: (leg) => <EditButton kind="pea" leg={leg} side={side} label={t('board.cols.pea')} />,
    load: (leg) => <LoadCell load={leg.load} />,
    services: (leg) => (
      <>
        {sideOf(leg, side).services.length}{' '}
        <EditButton kind="services" leg={leg} side={side} label={t('board.cols.services')} />
      </>
    ),
  };
}
