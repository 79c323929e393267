import type { Leg } from '@board/domain';
import { useTranslation } from 'react-i18next';
import {
  displayRegistration,
  figure,
  isCancelled,
  isHeavy,
  legTime,
} from '../../../lib/legs/leg-format.ts';
import { ContinuityMarker } from '../format/continuity-marker.tsx';
import { LegStatus, Marker } from '../format/leg-status.tsx';
import styles from './cells.module.css';
import { LegMarker } from './leg-marker.tsx';
import { PendingMark } from './pending-mark.tsx';

/** Cells shared by the views: each takes the leg (or nothing) and the board station's zone. */

/** The flight and its status; `compact` (a narrow board) keeps the status's icon only. */
export function FlightCell({ leg, compact = false }: { leg: Leg | null; compact?: boolean }) {
  if (!leg) return null;
  // Most rows have no status: plain bold text keeps the DOM of a 1,500-leg day small.
  if (!leg.leg_status_timeline) {
    return (
      <>
        <b>{leg.flight_number}</b>
        <LegMarker legId={leg._id} />
        <PendingMark legId={leg._id} />
      </>
    );
  }
  return (
    <span className={styles.flightCell}>
      <span className={styles.flight}>{leg.flight_number}</span>
      <LegMarker legId={leg._id} />
      <PendingMark legId={leg._id} />
      <LegStatus leg={leg} compact={compact} />
    </span>
  );
}

/** The registration, marked when it changed and when the aircraft's legs do not hold together. */
export function RegistrationCell({ leg }: { leg: Leg | null }) {
  const { t } = useTranslation();
  if (!leg) return null;
  // Most rows have no marker: plain text keeps the DOM of a 1,500-leg day small.
  if (!leg.change_registration && !leg.continuity) return displayRegistration(leg.registration);
  return (
    <span className={leg.change_registration ? styles.changed : undefined}>
      {displayRegistration(leg.registration)}
      <Marker colour={leg.change_registration} label={t('board.markers.registration')} />
      <ContinuityMarker violations={leg.continuity} />
    </span>
  );
}

export function TimeCell(props: {
  leg: Leg | null;
  value: string | null | undefined;
  zone: string;
  marker?: string | null;
}) {
  const { t } = useTranslation();
  if (!props.leg) return null;
  const text = legTime(props.leg, props.value ?? null, props.zone);
  if (!props.marker || !text) return text;
  const label = props.marker === 'GREEN' ? t('board.markers.pushback') : t('board.markers.delayed');
  return (
    <span className={props.marker === 'RED' ? styles.late : undefined}>
      {text}
      <Marker colour={props.marker} label={label} />
    </span>
  );
}

export function StandCell(props: {
  leg: Leg | null;
  number: string | null | undefined;
  type: string | null | undefined;
  marker: string | null | undefined;
}) {
  const { t } = useTranslation();
  if (!props.leg || isCancelled(props.leg)) return null;
  const type = props.type ? t(`board.pea.${props.type}`) : undefined;
  return (
    <span className={props.marker ? styles.changed : undefined}>
      {props.number ?? ''}
      {/* A badge, not a letter after the number: remote stand R2 would read R2R. */}
      {type && (
        <span className={styles.standType} role="img" aria-label={type} title={type}>
          {t(`board.peaShort.${props.type}`)}
        </span>
      )}
      <Marker colour={props.marker ?? null} label={t('board.markers.stand')} />
    </span>
  );
}

export function LoadCell({ load }: { load: number | null | undefined }) {
  return isHeavy(load) ? <span className={styles.heavy}>{figure(load)}</span> : figure(load);
}
