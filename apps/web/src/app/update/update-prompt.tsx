import { RefreshCw } from 'lucide-react';
import { useId, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, onModalsChange, topModal } from '../../components/ui/index.ts';
import styles from './update-prompt.module.css';
import { useWaitingUpdate } from './update-state.ts';

const anyModalOpen = () => topModal() !== null;

/**
 * Offers the new build once it is installed. It waits while a drawer or dialog is open: the
 * switch reloads the page, and what is being typed there must not be lost (decision 0053).
 */
export function UpdatePrompt() {
  const { t } = useTranslation();
  const apply = useWaitingUpdate();
  const modalOpen = useSyncExternalStore(onModalsChange, anyModalOpen, () => false);
  const [applying, setApplying] = useState(false);
  const textId = useId();
  const shown = apply !== null && !modalOpen;

  // The live region is on the page before its text, so screen readers read the text out.
  return (
    <div className={styles.region} role="status">
      {shown && (
        <div className={styles.prompt}>
          <RefreshCw className={styles.icon} size={20} aria-hidden="true" />
          <p id={textId} className={styles.text}>
            {t('app.update.text')}
          </p>
          {/* The board's toolbar has an Actualizar too (reload the day): this one says what. */}
          <Button
            aria-describedby={textId}
            loading={applying}
            onClick={() => {
              setApplying(true);
              apply();
            }}
          >
            {t('app.update.action')}
          </Button>
        </div>
      )}
    </div>
  );
}
