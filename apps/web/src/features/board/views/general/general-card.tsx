import { canSelectLeg, type Leg, sideOf, type TurnaroundRow } from '@board/domain';
import { useTranslation } from 'react-i18next';
import { isCancelled, STATUS_KEYS } from '../../../../lib/legs/leg-format.ts';
import { LegStatus } from '../../format/leg-status.tsx';
import type { LegSelection } from '../../selection/use-leg-selection.ts';
import { LegActionsButton } from '../cards/leg-actions-button.tsx';
import legSide from '../cards/leg-side.module.css';
import { DayMark } from '../day-mark.tsx';
import { RegistrationCell, StandCell, TimeCell } from '../leg-cells.tsx';
import { LegMarker } from '../leg-marker.tsx';
import { PendingMark } from '../pending-mark.tsx';
import styles from './general-card.module.css';
import { SelectBox } from './select-box.tsx';

interface SideProps {
  leg: Leg | null;
  side: 'arrival' | 'departure';
  zone: string;
  /** The board's day: a leg of another day (an overnight arrival) is marked −1 or +1. */
  day: string;
  selection: LegSelection;
}

/** One half of a card: flight and station, registration and stand, the two times. */
function Side({ leg, side, zone, day, selection }: SideProps) {
  const { t } = useTranslation();
  const arrival = side === 'arrival';
  if (!leg) return <div className={`${legSide.side} ${styles.side}`} data-side={side} />;
  const estimated = arrival ? leg.eta : leg.etd;
  return (
    <div
      className={`${legSide.side} ${styles.side}`}
      data-side={side}
      data-cancelled={isCancelled(leg)}
    >
      <div className={legSide.line}>
        <span
          className={`${legSide.flight} ${styles.flight}`}
          data-status={leg.leg_status_timeline ?? undefined}
        >
          <SelectBox
            label={t('board.select.leg', { flight: leg.flight_number })}
            checked={selection.selected.has(leg._id)}
            disabled={!canSelectLeg(leg)}
            onChange={(on) => selection.toggle(leg, on)}
            side={side}
          />
          <b>{leg.flight_number}</b>
          <LegMarker legId={leg._id} />
          <PendingMark legId={leg._id} />
          {!isCancelled(leg) && <LegStatus leg={leg} compact />}
        </span>
        <span className={legSide.end}>
          <span className={legSide.station}>{arrival ? leg.depstn : leg.arrstn}</span>
          <LegActionsButton leg={leg} side={side} />
        </span>
      </div>
      <div className={legSide.line}>
        <RegistrationCell leg={leg} />
        <span>
          <span className={legSide.label}>{t('board.cols.pea')}</span>{' '}
          <StandCell
            leg={leg}
            number={arrival ? leg.pea_number_arrival : leg.pea_number_departure}
            type={arrival ? leg.pea_type_arrival : leg.pea_type_departure}
            marker={arrival ? leg.change_pea_number_arrival : leg.change_pea_number_departure}
          />
        </span>
      </div>
      <div className={legSide.line}>
        {isCancelled(leg) ? (
          <span className={legSide.cancelled}>{t(STATUS_KEYS.CANCELED)}</span>
        ) : (
          <>
            <span>
              <span className={legSide.label}>{arrival ? 'STA' : 'STD'}</span>{' '}
              <TimeCell leg={leg} value={arrival ? leg.sta : leg.std} zone={zone} />
              <DayMark day={sideOf(leg, side).day} board={day} />
            </span>
            {estimated && (
              <span>
                <span className={legSide.label}>{arrival ? 'ETA' : 'ETD'}</span>{' '}
                <TimeCell
                  leg={leg}
                  value={estimated}
                  zone={zone}
                  marker={
                    arrival
                      ? leg.change_control_landed
                      : leg.change_control_pushback === 'RED'
                        ? 'RED'
                        : null
                  }
                />
              </span>
            )}
          </>
        )}
      </div>
    </div>
  );
}

/** A General row on a phone: the arrival and the departure of one turnaround side by side. */
export function GeneralCard(props: {
  row: TurnaroundRow;
  zone: string;
  day: string;
  selection: LegSelection;
}) {
  const { row, ...shared } = props;
  return (
    <div className={styles.card}>
      <Side leg={row.arrival} side="arrival" {...shared} />
      <Side leg={row.departure} side="departure" {...shared} />
    </div>
  );
}
