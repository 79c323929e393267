import { capabilities } from '@board/domain';
import { Pencil } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../auth/index.ts';
import styles from './cells.module.css';

/**
 * The role's Editar / Ver word on a row whose drawer is not there yet (overnights and
 * milestones): shown so the column reads as it will, but disabled.
 */
export function RoleWordButton({ label }: { label: string }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const key = capabilities(user?.role).buttonTextKey;
  const word = key ? t(key) : '';
  return (
    <button type="button" className={styles.edit} disabled aria-label={`${word} ${label}`}>
      <Pencil aria-hidden="true" />
      {word || null}
    </button>
  );
}
