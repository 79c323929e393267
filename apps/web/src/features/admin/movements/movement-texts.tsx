import type { MovementRecord } from '@board/domain';
import { useTranslation } from 'react-i18next';
import styles from './movements.module.css';

/**
 * The message's text, and once DUTY has corrected it the text as received beside it; the
 * elements the reader could not make out, when there were some.
 */
export function MovementTexts({ message }: { message: MovementRecord }) {
  const { t } = useTranslation();
  const corrected = message.original_text !== null;
  return (
    <>
      <div className={corrected ? styles.texts : undefined}>
        <figure className={styles.original}>
          <figcaption className={corrected ? styles.caption : 'visually-hidden'}>
            {t(corrected ? 'admin.movements.correctedText' : 'admin.movements.text')}
          </figcaption>
          <pre className={styles.text}>{message.text}</pre>
        </figure>
        {corrected && (
          <figure className={styles.original} data-testid="movement-original">
            <figcaption className={styles.caption}>{t('admin.movements.text')}</figcaption>
            <pre className={styles.text}>{message.original_text}</pre>
          </figure>
        )}
      </div>
      {message.unread.length > 0 && (
        <div className={styles.unread}>
          <p className={styles.caption}>{t('admin.movements.unread')}</p>
          <ul>
            {message.unread.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </div>
      )}
    </>
  );
}
