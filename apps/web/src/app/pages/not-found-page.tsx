import { MapPinOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button, PageMessage } from '../../components/ui/index.ts';
import { paths } from '../../lib/paths.ts';
import styles from './standalone-page.module.css';

export function NotFoundPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <main className={styles.page}>
      <PageMessage
        headingLevel={1}
        icon={<MapPinOff />}
        title={t('app.notFound.title')}
        text={t('app.notFound.text')}
        // Home leads to the board, or to login for someone without a session.
        action={<Button onClick={() => navigate(paths.home)}>{t('app.notFound.action')}</Button>}
      />
    </main>
  );
}
