import { capabilities } from '@board/domain';
import { Pencil } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../auth/index.ts';
import styles from './cells.module.css';

/**
 * A row's Editar / Ver button (section 6). The drawers it opens come with the editing screens;
 * until then it shows the role's word and stays disabled.
 */
export function EditButton({ label }: { label: string }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const key = capabilities(user?.role).buttonTextKey;
  return (
    <button
      type="button"
      className={styles.edit}
      disabled
      aria-label={`${key ? t(key) : ''} ${label}`}
    >
      <Pencil aria-hidden="true" />
      {key ? t(key) : null}
    </button>
  );
}
