import { type Leg, SIDE_TIME_CODES, sideOf } from '@board/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isCancelled, STATUS_KEYS } from '../../../../lib/legs/leg-format.ts';
import { LegStatus } from '../../format/leg-status.tsx';
import { RegistrationCell, StandCell, TimeCell } from '../leg-cells.tsx';
import { LegMarker } from '../leg-marker.tsx';
import { PendingMark } from '../pending-mark.tsx';
import { CardFigure } from './card-figure.tsx';
import { LegActionsButton } from './leg-actions-button.tsx';
import styles from './leg-card.module.css';
import legSide from './leg-side.module.css';

/** Height of a leg card on a phone; every card of a list has it (the list is virtualised). */
export const LEG_CARD_HEIGHT = 92;

/** The red marker of a late departure sits on its estimate; the green one on its push back. */
const lateMarker = (leg: Leg) => (leg.change_control_pushback === 'RED' ? 'RED' : null);

/**
 * One leg on a phone: flight and status, the other station, registration and stand, the
 * scheduled, estimated and actual times, and a last line the view chooses (delays, belt…).
 */
export function LegCard(props: {
  leg: Leg;
  side: 'arrival' | 'departure';
  zone: string;
  extra?: ReactNode;
  /** The button at the top right: the list of the leg's drawers, unless the view has its own. */
  action?: ReactNode;
}) {
  const { t } = useTranslation();
  const { leg, zone } = props;
  const arrival = props.side === 'arrival';
  const side = sideOf(leg, props.side);
  const labels = SIDE_TIME_CODES[props.side];
  const cancelled = isCancelled(leg);
  return (
    <div
      className={`${legSide.side} ${styles.card}`}
      data-side={props.side}
      data-cancelled={cancelled}
    >
      <div className={legSide.line}>
        <span className={legSide.flight} data-status={leg.leg_status_timeline ?? undefined}>
          <b>{leg.flight_number}</b>
          <LegMarker legId={leg._id} />
          <PendingMark legId={leg._id} />
          {!cancelled && <LegStatus leg={leg} compact />}
        </span>
        <span className={legSide.end}>
          <span className={legSide.station}>{side.otherEnd}</span>
          {props.action ?? <LegActionsButton leg={leg} side={props.side} />}
        </span>
      </div>
      <div className={legSide.line}>
        <RegistrationCell leg={leg} />
        <CardFigure
          label={t('board.cols.pea')}
          value={
            <StandCell
              leg={leg}
              number={side.peaNumber}
              type={side.peaType}
              marker={side.peaNumberMarker}
            />
          }
        />
      </div>
      <div className={legSide.line}>
        {cancelled ? (
          <span className={legSide.cancelled}>{t(STATUS_KEYS.CANCELED)}</span>
        ) : (
          <>
            <CardFigure
              label={labels.scheduled}
              value={<TimeCell leg={leg} value={side.scheduled} zone={zone} />}
            />
            <CardFigure
              label={labels.estimated}
              value={
                <TimeCell
                  leg={leg}
                  value={side.estimated}
                  zone={zone}
                  marker={arrival ? leg.change_control_landed : lateMarker(leg)}
                />
              }
            />
            <CardFigure
              label={labels.actual}
              value={
                <TimeCell
                  leg={leg}
                  value={side.actual}
                  zone={zone}
                  marker={arrival ? null : leg.change_control_pushback}
                />
              }
            />
          </>
        )}
      </div>
      {props.extra && <div className={legSide.line}>{props.extra}</div>}
    </div>
  );
}
