import { dayMonth } from '@board/domain';
import { useTranslation } from 'react-i18next';
import cells from './cells.module.css';

const DAY_MS = 86_400_000;

/**
 * "−1" or "+1" beside a time of the day before or after the board's, as operations boards mark
 * an overnight arrival or a next-day departure; nothing on the board's own day.
 */
export function DayMark({ day, board }: { day: string | null; board: string }) {
  const { t } = useTranslation();
  if (!day || day === board) return null;
  const offset = Math.round((Date.parse(day) - Date.parse(board)) / DAY_MS);
  const label = t('general.otherDay', { day: dayMonth(day) });
  return (
    <sup className={cells.dayMark} title={label}>
      <span aria-hidden="true">{offset > 0 ? `+${offset}` : `−${-offset}`}</span>
      <span className="visually-hidden">{label}</span>
    </sup>
  );
}
