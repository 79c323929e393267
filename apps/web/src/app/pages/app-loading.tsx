import { useTranslation } from 'react-i18next';
import { Spinner } from '../../components/ui/index.ts';
import styles from './standalone-page.module.css';

/** Shown while the first route decides where to go (the stored session is being checked). */
export function AppLoading() {
  const { t } = useTranslation();
  return (
    <div className={styles.page}>
      <Spinner size="lg" aria-label={t('app.loading')} />
    </div>
  );
}
