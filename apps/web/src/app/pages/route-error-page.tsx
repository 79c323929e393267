import { TriangleExclamationPoint } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button, PageMessage } from '../../components/ui/index.ts';
import styles from './standalone-page.module.css';

/** What a person sees instead of the router's English developer page when a route breaks. */
export function RouteErrorPage() {
  const { t } = useTranslation();
  return (
    <main className={styles.page}>
      <PageMessage
        headingLevel={1}
        icon={<TriangleExclamationPoint />}
        title={t('app.error.title')}
        text={t('app.error.text')}
        action={<Button onClick={() => window.location.reload()}>{t('app.error.action')}</Button>}
      />
    </main>
  );
}
