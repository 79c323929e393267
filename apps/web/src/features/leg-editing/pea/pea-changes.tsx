import {
  type Leg,
  type LegSide,
  localDate,
  localTime,
  type PeaChange,
  sideOf,
} from '@board/domain';
import type { TFunction } from 'i18next';
import { useId } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/ui/index.ts';
import { fieldErrorText } from '../../../lib/form-errors.ts';
import { dayMonth } from '../../../lib/legs/leg-format.ts';
import { useStationDay } from '../../../lib/station-day.tsx';
import parts from '../drawer-parts.module.css';
import styles from './pea-drawer.module.css';

const COMMENT_MAX = 500;

interface CommentsForm {
  peaTypeComments: { index: number; comment: string }[];
}

/** Stand label of an entry: its number, then the tape (arrival) or hall (departure). */
export function standWords(t: TFunction, side: LegSide) {
  return {
    number: t('board.cols.pea'),
    tapeHall: t(side === 'arrival' ? 'board.cols.tape' : 'board.cols.gate'),
  };
}

/** The name of an entry of a stand history: index 0 is where the aircraft was first put. */
export const changeTitle = (t: TFunction, entry: { index: number }) =>
  entry.index === 0 ? t('edits.pea.original') : t('edits.pea.change', { n: entry.index });

/**
 * The side's stand history, newest first, each entry with its comment field. Entries come from the
 * leg being edited (fresh after a conflict); one the form did not start with shows its comment.
 */
export function PeaChanges(props: {
  form: UseFormReturn<CommentsForm, unknown, unknown>;
  leg: Leg;
  side: LegSide;
}) {
  const { t } = useTranslation();
  const { timeZone } = useStationDay();
  const headingId = useId();
  const { register, formState, getValues } = props.form;
  const history = sideOf(props.leg, props.side).peaChanges;
  const started = getValues('peaTypeComments').map((c) => c.index);
  const words = standWords(t, props.side);
  const when = (entry: PeaChange) =>
    `${dayMonth(localDate(entry.date, timeZone))} ${localTime(entry.date, timeZone)}`;

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.heading}>
        {t('edits.pea.changes')}
      </h3>
      {history.length === 0 && <p className={parts.muted}>{t('edits.pea.noChanges')}</p>}
      <ol className={`${parts.list} ${styles.changes}`}>
        {[...history]
          .sort((a, b) => b.index - a.index)
          .map((entry) => {
            const at = started.indexOf(entry.index);
            return (
              <li key={entry.index} className={styles.change}>
                <div className={styles.changeHead}>
                  <b>{changeTitle(t, entry)}</b>
                  <time dateTime={entry.date} className={parts.muted}>
                    {when(entry)}
                  </time>
                </div>
                <dl className={`${parts.facts} ${styles.changeFacts}`}>
                  <dt>{t('edits.pea.type')}</dt>
                  <dd title={entry.type ? t(`board.pea.${entry.type}`) : undefined}>
                    {entry.type ? t(`board.peaShort.${entry.type}`) : '—'}
                  </dd>
                  <dt>{words.number}</dt>
                  <dd>{entry.number || '—'}</dd>
                  <dt>{words.tapeHall}</dt>
                  <dd>{entry.tape_hall || '—'}</dd>
                </dl>
                {at >= 0 ? (
                  <TextField
                    label={t('edits.pea.comment')}
                    maxLength={COMMENT_MAX}
                    {...register(`peaTypeComments.${at}.comment`)}
                    error={fieldErrorText(t, formState.errors.peaTypeComments?.[at]?.comment, {
                      max: COMMENT_MAX,
                    })}
                  />
                ) : (
                  entry.comment && <p className={styles.comment}>{entry.comment}</p>
                )}
              </li>
            );
          })}
      </ol>
    </section>
  );
}
