import { displayRegistration, type OvernightRow } from '@board/domain';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { EditButton } from '../edit-button.tsx';
import { PlacementMarker } from './placement-marker.tsx';

/**
 * The Pernoctes cells drawn on screen: the type with the marker of a record on the wrong
 * arrival, and the button that opens the record; `rows` are the arrivals it may move to.
 */
export function overnightCells(
  t: TFunction,
  rows: OvernightRow[],
): Partial<Record<string, (row: OvernightRow) => ReactNode>> {
  return {
    type: (row) => {
      const code = row.arrival.overnight?.type.code;
      const name = code ? t(`overnights.types.${code}`) : '';
      // Most rows have no marker: plain text keeps the table's DOM small.
      if (!row.placement_problem) return name;
      return (
        <>
          {name}
          <PlacementMarker problem={row.placement_problem} />
        </>
      );
    },
    action: (row) => (
      <EditButton
        kind="overnight"
        leg={row.arrival}
        side="arrival"
        label={t('overnights.rowLabel', { registration: displayRegistration(row.registration) })}
        choices={rows}
      />
    ),
  };
}
