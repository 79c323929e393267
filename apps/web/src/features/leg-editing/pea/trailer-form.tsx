import {
  emptyTrailerFormItem,
  isSoleEmptyTrailer,
  type LegSide,
  MAX_TRAILERS,
} from '@board/domain';
import { ArrowLeft, Plus } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/index.ts';
import styles from './pea-drawer.module.css';
import { TrailerFields, type TrailersForm } from './trailer-fields.tsx';

/**
 * The tows' form: one sub-form per tow, another one added only once every tow is valid
 * (section 4). Removing the only tow empties it instead, which saves an empty list.
 */
export function TrailerForm(props: {
  form: TrailersForm;
  side: LegSide;
  canAdd: boolean;
  onBack(): void;
}) {
  const { t } = useTranslation();
  const { fields, append, remove, update } = useFieldArray({
    control: props.form.control,
    name: 'items',
  });
  const back = useRef<HTMLButtonElement>(null);
  // The button that opened this view is gone: focus stays in the drawer, on the way back.
  useEffect(() => back.current?.focus(), []);
  const canAdd = props.canAdd && fields.length < MAX_TRAILERS;
  const soleEmpty = isSoleEmptyTrailer(props.form.watch('items'));
  return (
    <>
      <Button
        ref={back}
        variant="tertiary"
        icon={<ArrowLeft size={16} aria-hidden="true" />}
        className={styles.back}
        onClick={props.onBack}
      >
        {t('common.back')}
      </Button>
      {fields.map((field, i) => (
        <TrailerFields
          key={field.id}
          form={props.form}
          index={i}
          side={props.side}
          alone={fields.length === 1}
          onRemove={
            soleEmpty
              ? undefined
              : () => (fields.length > 1 ? remove(i) : update(0, emptyTrailerFormItem()))
          }
        />
      ))}
      <Button
        variant="secondary"
        icon={<Plus size={16} aria-hidden="true" />}
        className={styles.add}
        disabled={!canAdd}
        title={canAdd ? undefined : t('edits.pea.trailers.addHint')}
        onClick={() => append(emptyTrailerFormItem())}
      >
        {t('edits.pea.trailers.add')}
      </Button>
    </>
  );
}
