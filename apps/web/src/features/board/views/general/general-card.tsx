import { canSelectLeg, type Leg, type TurnaroundRow } from '@board/domain';
import { useTranslation } from 'react-i18next';
import { isCancelled } from '../../format/leg-format.ts';
import type { LegSelection } from '../../selection/use-leg-selection.ts';
import { FlightCell, RegistrationCell, StandCell, TimeCell } from '../leg-cells.tsx';
import styles from './general-card.module.css';
import { SelectBox } from './select-box.tsx';

function Side(props: {
  leg: Leg | null;
  side: 'arrival' | 'departure';
  zone: string;
  selection: LegSelection;
}) {
  const { t } = useTranslation();
  const { leg, side, zone } = props;
  const arrival = side === 'arrival';
  if (!leg) return <div className={styles.side} data-side={side} />;
  return (
    <div className={styles.side} data-side={side} data-cancelled={isCancelled(leg)}>
      <div className={styles.line}>
        <SelectBox
          label={t('board.select.leg', { flight: leg.flight_number })}
          checked={props.selection.selected.has(leg._id)}
          disabled={!canSelectLeg(leg)}
          onChange={(on) => props.selection.toggle(leg, on)}
          side={side}
        />
        <FlightCell leg={leg} />
        <span className={styles.route}>{arrival ? leg.depstn : leg.arrstn}</span>
      </div>
      <div className={styles.line}>
        <RegistrationCell leg={leg} />
        <span>
          {t('board.cols.pea')}{' '}
          <StandCell
            leg={leg}
            number={arrival ? leg.pea_number_arrival : leg.pea_number_departure}
            type={arrival ? leg.pea_type_arrival : leg.pea_type_departure}
            marker={arrival ? leg.change_pea_number_arrival : leg.change_pea_number_departure}
          />
        </span>
      </div>
      <div className={styles.line}>
        <span>
          {arrival ? 'STA' : 'STD'}{' '}
          <TimeCell leg={leg} value={arrival ? leg.sta : leg.std} zone={zone} />
        </span>
        <span>
          {arrival ? 'ETA' : 'ETD'}{' '}
          <TimeCell
            leg={leg}
            value={arrival ? leg.eta : leg.etd}
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
      </div>
    </div>
  );
}

/** A General row on a phone: the arrival and the departure of one turnaround side by side. */
export function GeneralCard(props: { row: TurnaroundRow; zone: string; selection: LegSelection }) {
  return (
    <div className={styles.card}>
      <Side leg={props.row.arrival} side="arrival" zone={props.zone} selection={props.selection} />
      <Side
        leg={props.row.departure}
        side="departure"
        zone={props.zone}
        selection={props.selection}
      />
    </div>
  );
}
