import { useTranslation } from 'react-i18next';
import { useBoard } from '../state/board-context.tsx';
import styles from './board-toolbar.module.css';

/** The toolbar's days: one radio button a day, each with its name and date. */
export function DayChooser() {
  const { t } = useTranslation();
  const board = useBoard();
  return (
    <fieldset className={styles.dates}>
      <legend className="visually-hidden">{t('board.dates.label')}</legend>
      {board.dates.map((option) => (
        <label key={option.date} className={styles.date}>
          <input
            type="radio"
            name="board-day"
            value={option.date}
            checked={option.date === board.day}
            onChange={() => {
              board.bumpLoadGeneration();
              board.setDay(option.date);
            }}
          />
          <span className={styles.dateLabel}>{t(option.label)}</span>
          <span className={styles.dateValue}>{option.value}</span>
        </label>
      ))}
    </fieldset>
  );
}
