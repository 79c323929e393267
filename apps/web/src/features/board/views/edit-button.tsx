import { capabilities } from '@board/domain';
import { Pencil } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../auth/index.ts';
import styles from './cells.module.css';

/**
 * A row's Editar / Ver button (section 6). The drawers it opens come with the editing screens;
 * until then it shows the role's word and stays disabled. `compact` keeps only the pencil (the
 * word stays in the tooltip), for a dense table where a second button shares a cell.
 */
export function EditButton({ label, compact = false }: { label: string; compact?: boolean }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const key = capabilities(user?.role).buttonTextKey;
  const word = key ? t(key) : '';
  return (
    <button
      type="button"
      className={compact ? `${styles.edit} ${styles.compact}` : styles.edit}
      disabled
      aria-label={`${word} ${label}`}
      title={compact ? `${word} ${label}` : undefined}
    >
      <Pencil aria-hidden="true" />
      {compact ? null : word || null}
    </button>
  );
}
