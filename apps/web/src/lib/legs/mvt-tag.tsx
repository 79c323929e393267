import type { DelayEntry } from '@board/domain';
import { useTranslation } from 'react-i18next';
import styles from './mvt-tag.module.css';

/**
 * A small MVT tag on a delay entry that came from a movement message and that the station has
 * not edited since: it tells the agent the figures were not typed at the station.
 */
export function MvtTag({ entry }: { entry: Pick<DelayEntry, 'source'> | null | undefined }) {
  const { t } = useTranslation();
  if (entry?.source !== 'MVT') return null;
  return (
    <abbr className={styles.tag} title={t('mvt.tagTitle')}>
      MVT
    </abbr>
  );
}
