import { type Leg, sideOf } from '@board/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isCancelled, STATUS_KEYS } from '../../format/leg-format.ts';
import { LegStatus } from '../../format/leg-status.tsx';
import { RegistrationCell, StandCell, TimeCell } from '../leg-cells.tsx';
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
}) {
  const { t } = useTranslation();
  const { leg, zone } = props;
  const arrival = props.side === 'arrival';
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
          {!cancelled && <LegStatus leg={leg} compact />}
        </span>
        <span className={legSide.end}>
          <span className={legSide.station}>{arrival ? leg.depstn : leg.arrstn}</span>
          <LegActionsButton leg={leg} side={props.side} />
        </span>
      </div>
      <div className={legSide.line}>
        <RegistrationCell leg={leg} />
        <CardFigure
          label={t('board.cols.pea')}
          value={
            <StandCell
              leg={leg}
              number={sideOf(leg, props.side).peaNumber}
              type={sideOf(leg, props.side).peaType}
              marker={arrival ? leg.change_pea_number_arrival : leg.change_pea_number_departure}
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
              label={arrival ? 'STA' : 'STD'}
              value={<TimeCell leg={leg} value={arrival ? leg.sta : leg.std} zone={zone} />}
            />
            <CardFigure
              label={arrival ? 'ETA' : 'ETD'}
              value={
                <TimeCell
                  leg={leg}
                  value={arrival ? leg.eta : leg.etd}
                  zone={zone}
                  marker={arrival ? leg.change_control_landed : lateMarker(leg)}
                />
              }
            />
            <CardFigure
              label={arrival ? 'ATA' : 'ATD'}
              value={
                <TimeCell
                  leg={leg}
                  value={arrival ? leg.control_taxi_landed : leg.control_taxi_pushback}
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
