import { capabilities, type Leg } from '@board/domain';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../auth/index.ts';
import styles from '../cells.module.css';

/** Section 4: the delay button reads Registrar while the leg has no delay code. */
export function DelayButton({ leg }: { leg: Leg }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const role = capabilities(user?.role);
  const text = !role.editor
    ? role.buttonTextKey && t(role.buttonTextKey)
    : leg.delays_codes
      ? t('common.edit')
      : t('board.register');
  // The delay drawer comes with the editing screens.
  return (
    <button type="button" className={styles.edit} disabled>
      {text}
    </button>
  );
}
