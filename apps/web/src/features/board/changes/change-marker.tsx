import { type ChangeEntry, localTime } from '@board/domain';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBoard } from '../frame/board-context.tsx';
import { shown } from './change-value.ts';
import styles from './changes.module.css';
import { useChanges } from './changes-context.tsx';

function Entry({ entry, zone }: { entry: ChangeEntry; zone: string }) {
  const { t } = useTranslation();
  const by =
    entry.by.source === 'user'
      ? `${entry.by.name}${entry.by.role ? ` (${entry.by.role})` : ''}`
      : t(`changes.source.${entry.by.source}`);
  return (
    <li>
      <strong>{t(`edits.fields.${entry.field}`, { defaultValue: entry.field })}</strong>{' '}
      {shown(entry.before, zone)} → {shown(entry.after, zone)}
      <span className={styles.by}>
        {by} · {localTime(entry.at, zone)}
      </span>
    </li>
  );
}

/**
 * A discreet dot beside a flight that changed since the user last looked. Hovering or focusing
 * it lists the changes; pressing it marks them seen.
 */
export function ChangeMarker({ legId }: { legId: string }) {
  const changes = useChanges();
  const entries = changes?.byLeg.get(legId);
  if (!changes || !entries || entries.length === 0) return null;
  return <Dot legId={legId} entries={entries} markSeen={changes.markSeen} />;
}

function Dot(props: {
  legId: string;
  entries: readonly ChangeEntry[];
  markSeen(ids: string[]): void;
}) {
  const { t } = useTranslation();
  const board = useBoard();
  const id = useId();
  const { legId, entries } = props;
  // Placed on the page, not in the row: the table's scrolling box would cut it off. Drawn only
  // while shown, so a row holds no hidden copy of the times it lists.
  const [at, setAt] = useState<{ top: number; left: number } | null>(null);
  const show = (event: { currentTarget: Element }) => {
    const box = event.currentTarget.getBoundingClientRect();
    setAt({ top: box.bottom + 6, left: Math.max(box.left - 8, 8) });
  };
  const hide = () => setAt(null);
  return (
    <span className={styles.marker}>
      <button
        onMouseEnter={show}
        onMouseLeave={hide}
        onFocus={show}
        onBlur={hide}
        type="button"
        className={styles.dot}
        aria-label={t('changes.marker', { count: entries.length })}
        aria-describedby={at ? id : undefined}
        onClick={(event) => {
          // The row's own click (selection) is not this one's.
          event.stopPropagation();
          props.markSeen([legId]);
        }}
      />
      {at && (
        <span id={id} role="tooltip" className={styles.tip} style={at}>
          <span className={styles.tipTitle}>{t('changes.title')}</span>
          <ul>
            {entries.map((entry) => (
              <Entry key={`${entry.at}/${entry.field}`} entry={entry} zone={board.timeZone} />
            ))}
          </ul>
          <span className={styles.hint}>{t('changes.pressToClear')}</span>
        </span>
      )}
    </span>
  );
}
