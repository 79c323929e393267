import { CloudUpload } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useWaitingSaves } from './use-waiting-saves.ts';
import styles from './waiting-saves.module.css';

/**
 * "Pendiente de envío" beside a flight with a save still on the device; "No enviado" once the
 * server turned it down (a conflict or a refusal), until the person settles it.
 */
export function PendingMark({ legId }: { legId: string }) {
  const { t } = useTranslation();
  const mine = useWaitingSaves().filter((save) => save.legId === legId);
  if (mine.length === 0) return null;
  const stuck = mine.some((save) => save.state !== 'waiting');
  return (
    <span className={styles.mark} data-stuck={stuck}>
      <CloudUpload aria-hidden="true" />
      {t(stuck ? 'waitingSaves.mark.stuck' : 'waitingSaves.mark.waiting')}
    </span>
  );
}
