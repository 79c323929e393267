import type { ChangeEntry } from '@board/domain';
import { useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useChangeText } from '../../lib/use-change-text.ts';
import styles from './changes.module.css';
import { useChanges } from './changes-context.tsx';

function Entry({ entry, text }: { entry: ChangeEntry; text: ReturnType<typeof useChangeText> }) {
  return (
    <li>
      <strong>{text.field(entry.field)}</strong> {text.value(entry.field, entry.before)} →{' '}
      {text.value(entry.field, entry.after)}
      <span className={styles.by}>
        {text.by(entry.by)} · {text.time(entry.at)}
      </span>
    </li>
  );
}

/**
 * A discreet dot beside a flight that changed since the user last looked. Hovering or focusing
 * it lists the changes; pressing it marks them seen.
 */
export function ChangeMarker({ legId, roving }: { legId: string; roving?: Roving }) {
  const changes = useChanges();
  const entries = changes?.byLeg.get(legId);
  if (!changes || !entries || entries.length === 0) return null;
  return <Dot legId={legId} entries={entries} markSeen={changes.markSeen} roving={roving} />;
}

/**
 * In a widget with one tab stop (the timeline's chart), the dot takes part in the arrow keys'
 * order under this name, and is in the Tab order only while it holds the widget's stop.
 */
export interface Roving {
  nav: string;
  tabIndex: 0 | -1;
}

type Place = { left: number } & ({ top: number } | { bottom: number });

/**
 * Where the list goes: under the dot, or over it in the window's lower part, and kept inside the
 * window's width on a phone.
 */
function placeBy(dot: Element): Place {
  const box = dot.getBoundingClientRect();
  const width = Math.min(320, window.innerWidth - 16);
  const left = Math.max(Math.min(box.left - 8, window.innerWidth - 8 - width), 8);
  return box.bottom > window.innerHeight * 0.6
    ? { left, bottom: window.innerHeight - box.top + 6 }
    : { left, top: box.bottom + 6 };
}

function Dot(props: {
  legId: string;
  entries: readonly ChangeEntry[];
  markSeen(ids: string[]): void;
  roving: Roving | undefined;
}) {
  const { t } = useTranslation();
  const text = useChangeText();
  const id = useId();
  const { legId, entries } = props;
  // Placed on the page's body, not in the row: the table's scrolling box would cut it off and a
  // virtualised list's moved rows would carry it along. Drawn only while shown, so a row holds no
  // hidden copy of the times it lists.
  const [at, setAt] = useState<Place | null>(null);
  // A touch has no hover: its first tap shows the list (focus comes with it), a second one,
  // on the list already shown, marks it seen.
  const shownAtTouch = useRef<boolean | null>(null);
  const [byTouch, setByTouch] = useState(false);
  const show = (event: { currentTarget: Element }) => setAt(placeBy(event.currentTarget));
  const hide = () => setAt(null);
  return (
    <span className={styles.marker}>
      <button
        // Hover is the mouse's: a finger's tap also sends enter and leave, the list must stay.
        onPointerEnter={(event) => event.pointerType === 'mouse' && show(event)}
        onPointerLeave={(event) => event.pointerType === 'mouse' && hide()}
        onFocus={show}
        onBlur={hide}
        onPointerDown={(event) => {
          const touch = event.pointerType === 'touch';
          shownAtTouch.current = touch ? at !== null : null;
          setByTouch(touch);
        }}
        type="button"
        tabIndex={props.roving?.tabIndex}
        data-nav={props.roving?.nav}
        className={styles.dot}
        aria-label={t('changes.marker', { count: entries.length })}
        aria-describedby={at ? id : undefined}
        onClick={(event) => {
          // The row's own click (selection) is not this one's.
          event.stopPropagation();
          const firstTap = shownAtTouch.current === false;
          shownAtTouch.current = null;
          if (firstTap) {
            show(event);
            return;
          }
          props.markSeen([legId]);
        }}
      />
      {at &&
        createPortal(
          <span id={id} role="tooltip" className={styles.tip} style={at}>
            <span className={styles.tipTitle}>{t('changes.title')}</span>
            <ul>
              {entries.map((entry) => (
                <Entry key={`${entry.at}/${entry.field}`} entry={entry} text={text} />
              ))}
            </ul>
            <span className={styles.hint}>
              {t(byTouch ? 'changes.tapToClear' : 'changes.pressToClear')}
            </span>
          </span>,
          document.body,
        )}
    </span>
  );
}
