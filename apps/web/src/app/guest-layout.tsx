import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { BrandMark } from './brand-mark.tsx';
import styles from './guest-layout.module.css';

/** Login, recovery and reset: one centred card under the product's name. */
export function GuestLayout() {
  const { t } = useTranslation();
  return (
    <div className={styles.page}>
      <main className={styles.card}>
        <div className={styles.brand}>
          <BrandMark size="lg" />
          <div>
            <p className={styles.name}>{t('app.name')}</p>
            <p className={styles.tagline}>{t('app.tagline')}</p>
          </div>
        </div>
        <Outlet />
      </main>
    </div>
  );
}
