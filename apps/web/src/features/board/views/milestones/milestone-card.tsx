import type { Leg, LegSide } from '@board/domain';
import { useTranslation } from 'react-i18next';
import { EditButton } from '../../../../lib/legs/edit-button.tsx';
import { CardFigure } from '../cards/card-figure.tsx';
import { LegCard } from '../cards/leg-card.tsx';
import {
  ARRIVAL_MILESTONES,
  CARD_MILESTONES,
  DEPARTURE_MILESTONES,
  milestoneValue,
} from './milestone-fields.ts';

const FIELDS = { arrival: ARRIVAL_MILESTONES, departure: DEPARTURE_MILESTONES } as const;

/**
 * One leg of Hitos on a phone: the card every list shows, with the milestones' own button where
 * the others open the leg's drawers, and two of its milestones on the last line.
 */
export function MilestoneCard({ leg, side, zone }: { leg: Leg; side: LegSide; zone: string }) {
  const { t } = useTranslation();
  const record = side === 'arrival' ? leg.milestones_arrival : leg.milestones_departure;
  const shown = FIELDS[side].filter(([id]) =>
    (CARD_MILESTONES[side] as readonly string[]).includes(id),
  );
  return (
    <LegCard
      leg={leg}
      side={side}
      zone={zone}
      action={
        <EditButton
          kind="milestones"
          leg={leg}
          side={side}
          label={t('milestones.form.rowLabel', { flight: leg.flight_number })}
          compact
        />
      }
      extra={shown.map(([id, header, path]) => (
        <CardFigure key={id} label={t(header)} value={milestoneValue(record, path)} />
      ))}
    />
  );
}
