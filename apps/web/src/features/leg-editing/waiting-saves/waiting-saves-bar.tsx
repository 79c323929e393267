import { CloudUpload } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/index.ts';
import line from '../../../components/ui/status-line.module.css';
import { useWaitingSaves } from './use-waiting-saves.ts';
import styles from './waiting-saves.module.css';
import { WaitingSavesDrawer } from './waiting-saves-drawer.tsx';

/**
 * In the board's frame while saves wait on the device: how many, how many need the person, and
 * the way to the list where they are settled.
 */
export function WaitingSavesBar() {
  const { t } = useTranslation();
  const saves = useWaitingSaves();
  const [open, setOpen] = useState(false);
  const stuck = saves.filter((save) => save.state !== 'waiting').length;
  // The list stays mounted while it slides out, though its last save was just settled.
  if (saves.length === 0 && !open) return null;
  return (
    <>
      {saves.length > 0 && (
        <p className={`${line.line} ${styles.bar}`} data-stuck={stuck > 0} role="status">
          <CloudUpload aria-hidden="true" />
          <span>
            {t('waitingSaves.bar.count', { count: saves.length })}
            {stuck > 0 && ` · ${t('waitingSaves.bar.stuck', { count: stuck })}`}
          </span>
          <Button variant="secondary" onClick={() => setOpen(true)}>
            {t('waitingSaves.bar.show')}
          </Button>
        </p>
      )}
      <WaitingSavesDrawer open={open} onClose={() => setOpen(false)} />
    </>
  );
}
