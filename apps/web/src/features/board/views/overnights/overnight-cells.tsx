import { displayRegistration, type OvernightRow } from '@board/domain';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { EditButton } from '../../../../lib/legs/edit-button.tsx';
import styles from './overnights-view.module.css';
import { PlacementMarker } from './placement-marker.tsx';

/**
 * Free text cut to the column's room, whole in its tooltip (and in the drawer): three tables
 * share the width, and a long comment would push its table past its box.
 */
function Clipped({ text }: { text: string }) {
  // Most nights record nothing: an empty cell needs no element.
  if (!text) return null;
  return (
    <span className={styles.clipped} title={text}>
      {text}
    </span>
  );
}

/**
 * The Pernoctes cells drawn on screen: the type with the marker of a record on the wrong
 * arrival, and the button that opens the record; `rows` are the arrivals it may move to.
 * On a phone the button is its icon (its word is its name): the table then fits the screen.
 */
export function overnightCells(
  t: TFunction,
  rows: OvernightRow[],
  compact: boolean,
): Partial<Record<string, (row: OvernightRow) => ReactNode>> {
  return {
    type: (row) => {
      const code = row.arrival.overnight?.type.code;
      const name = code ? t(`overnights.types.${code}`) : '';
      if (!row.placement_problem) return <Clipped text={name} />;
      return (
        <>
          <Clipped text={name} />
          <PlacementMarker problem={row.placement_problem} />
        </>
      );
    },
    location: (row) => <Clipped text={row.arrival.overnight?.ubication ?? ''} />,
    comment: (row) => <Clipped text={row.arrival.overnight?.comment ?? ''} />,
    action: (row) => (
      <EditButton
        kind="overnight"
        leg={row.arrival}
        side="arrival"
        label={t('overnights.rowLabel', { registration: displayRegistration(row.registration) })}
        choices={rows}
        compact={compact}
      />
    ),
  };
}
