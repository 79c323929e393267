import { type Leg, type LegSide, sideOf } from '@board/domain';
import { useTranslation } from 'react-i18next';
import parts from '../drawer-parts.module.css';
import { changeTitle } from './pea-changes.tsx';

/** What is recorded now on the side, shown when someone else saved first: tows and comments. */
export function PeaCurrent({ leg, side }: { leg: Leg; side: LegSide }) {
  const { t } = useTranslation();
  const { trailers, peaChanges: history } = sideOf(leg, side);
  const commented = history.filter((entry) => entry.comment).sort((a, b) => b.index - a.index);
  return (
    <>
      <span>{t('edits.pea.trailers.count', { count: trailers.length })}</span>
      <span>
        {t('edits.pea.comments')}: {commented.length === 0 && t('edits.pea.noComments')}
      </span>
      {commented.length > 0 && (
        <ul className={parts.currentList}>
          {commented.map((entry) => (
            <li key={entry.index}>
              {changeTitle(t, entry)}: {entry.comment}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
