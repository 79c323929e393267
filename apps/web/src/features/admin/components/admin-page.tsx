import { Settings } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { AirlineCodesSection } from '../delay-codes/airline-codes-section.tsx';
import { MovementQueueSection } from '../movements/movement-queue-section.tsx';
import { StationsSection } from '../stations/stations-section.tsx';
import { UsersSection } from '../users/users-section.tsx';
import styles from './admin-page.module.css';

/** Administración: what DUTY keeps for the whole airline, beside the station boards. */
export function AdminPage() {
  const { t } = useTranslation();
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>
        <Settings aria-hidden="true" />
        {t('admin.title')}
      </h1>
      <div className={styles.grid}>
        <StationsSection />
        <AirlineCodesSection />
        <div className={styles.wide}>
          <UsersSection />
        </div>
        <div className={styles.wide}>
          <MovementQueueSection />
        </div>
      </div>
    </div>
  );
}
