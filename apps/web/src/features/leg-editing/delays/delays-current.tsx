import type { Leg } from '@board/domain';
import { useTranslation } from 'react-i18next';
import { MvtTag } from '../../../lib/legs/mvt-tag.tsx';
import parts from '../drawer-parts.module.css';

/** The delays recorded now, shown when someone else saved first: code and minutes of each. */
export function DelaysCurrent({ leg }: { leg: Leg }) {
  const { t } = useTranslation();
  if (leg.delays.length === 0) return <span>{t('edits.delays.none')}</span>;
  return (
    <ul className={parts.currentList}>
      {leg.delays.map((entry) => (
        <li key={entry.delay.code}>
          {entry.delay.code} · {t('edits.delays.minutesShort', { count: entry.minutes })}
          <MvtTag entry={entry} />
        </li>
      ))}
    </ul>
  );
}
