import { type OvernightRow, PARKING_PLAN_COUNTRIES } from '@board/domain';
import { FileText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { appConfig } from '../../../../config.ts';
import { useBoard } from '../../state/board-context.tsx';
import { AddOvernightLink } from './add-overnight-link.tsx';
import styles from './overnights-view.module.css';
import { RegistrationsLink } from './registrations-link.tsx';

/** Above Pernoctes: the station's parking plan, where one is kept, and the two drawers. */
export function OvernightLinks({ rows }: { rows: OvernightRow[] }) {
  const { t } = useTranslation();
  const board = useBoard();
  const plan =
    board.country && (PARKING_PLAN_COUNTRIES as readonly string[]).includes(board.country);
  return (
    <div className={styles.links}>
      {plan ? (
        <a
          className={styles.link}
          href={`${appConfig.basePath}plans/${board.station}.pdf`}
          target="_blank"
          rel="noreferrer"
        >
          <FileText aria-hidden="true" />
          {t('overnights.parkingPlan')}
        </a>
      ) : (
        <span className={styles.link} aria-disabled="true">
          <FileText aria-hidden="true" />
          {t('overnights.parkingPlan')}
        </span>
      )}
      <RegistrationsLink />
      <AddOvernightLink rows={rows} />
    </div>
  );
}
