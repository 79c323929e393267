import {
  canAddDelayEntry,
  type DelayCode,
  emptyDelayFormEntry,
  isSoleEmptyDelay,
  type Leg,
  MAX_DELAY_ENTRIES,
  typedDelayMinutesTotal,
} from '@board/domain';
import { Plus } from 'lucide-react';
import { useEffect } from 'react';
import { useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert, Button } from '../../../components/ui/index.ts';
import parts from '../drawer-parts.module.css';
import { DelayEntryFields } from './delay-entry-fields.tsx';
import styles from './delays-drawer.module.css';
import type { DelaysForm } from './delays-form.ts';

/**
 * The entries of the delay drawer (section 4): another is added only while every entry has its
 * code, up to three; removing the only entry empties it instead, which saves an empty list.
 */
export function DelayEntries(props: {
  form: DelaysForm;
  /** The version being edited: fresh after a conflict. */
  leg: Leg;
  codes: readonly DelayCode[];
  /** A supervisor recorded an entry: this user may not save (section 6). */
  locked: boolean;
  editable: boolean;
}) {
  const { t } = useTranslation();
  const { fields, append, remove, update } = useFieldArray({
    control: props.form.control,
    name: 'delays',
  });
  const { watch, trigger, formState } = props.form;
  const entries = watch('delays');
  // A rule across entries can hinge on another field than the one typed in (a code is repeated
  // only once both entries are otherwise valid): after a save was tried, each change checks
  // the whole list, so no message lingers or hides.
  useEffect(() => {
    if (!formState.isSubmitted) return;
    const subscription = watch(() => void trigger('delays'));
    return () => subscription.unsubscribe();
  }, [formState.isSubmitted, watch, trigger]);
  const canAdd = canAddDelayEntry(entries);
  const soleEmpty = isSoleEmptyDelay(entries);
  const full = entries.length >= MAX_DELAY_ENTRIES;

  return (
    <>
      {props.locked && (
        <Alert color="info" title={t('edits.delays.lockedTitle')}>
          {t('errors.DUTY_ENTRIES_LOCKED')}
        </Alert>
      )}
      {fields.map((field, i) => (
        <DelayEntryFields
          key={field.id}
          form={props.form}
          index={i}
          leg={props.leg}
          codes={props.codes}
          disabled={!props.editable}
          onRemove={
            props.editable && !soleEmpty
              ? () => (fields.length > 1 ? remove(i) : update(0, emptyDelayFormEntry()))
              : undefined
          }
        />
      ))}
      <div className={styles.footer}>
        {props.editable && (
          <Button
            variant="secondary"
            icon={<Plus size={16} aria-hidden="true" />}
            disabled={!canAdd}
            title={canAdd ? undefined : t(full ? 'validation.maxDelays' : 'edits.delays.addHint')}
            // The new entry starts with its code, which decides whether another may be added.
            onClick={() =>
              append(emptyDelayFormEntry(), { focusName: `delays.${fields.length}.delay.code` })
            }
          >
            {t('edits.delays.add')}
          </Button>
        )}
        <p className={styles.total}>
          <span className={parts.muted}>{t('edits.delays.total')}</span>{' '}
          <output data-testid="delays-total">{typedDelayMinutesTotal(entries)}</output>
        </p>
      </div>
    </>
  );
}
