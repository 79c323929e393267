import { type CdaInput, cdaInputSchema, cdaPreview, SIDE_FIELDS, sideOf } from '@board/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button, Dropdown } from '../../../components/ui/index.ts';
import type { DrawerProps } from '../../../lib/legs/drawer-request.ts';
import { useDispatchers } from '../api/list-dispatchers.ts';
import { modifiedPart } from '../api/modified-part.ts';
import { LegFormDrawer } from '../leg-form-drawer.tsx';
import { useDrawerSave } from '../use-drawer-save.ts';
import styles from './cda-drawer.module.css';
import { CdaFields } from './cda-fields.tsx';

const EMPTY: CdaInput = { name: '', last_name: '', phone_number: '' };

/**
 * The dispatcher (CDA) of one side of the leg (sections 4 and 5): name, last name and phone,
 * the short name the board shows, suggestions from the station's list, and delete, which saves
 * empty values.
 */
export function CdaDrawer(props: DrawerProps) {
  const { t } = useTranslation();
  const { leg, side, readOnly } = props.request;
  const field = SIDE_FIELDS[side].cda;
  const { station, cda: assigned } = sideOf(leg, side);
  const form = useForm({
    resolver: zodResolver(cdaInputSchema),
    mode: 'onTouched',
    defaultValues: assigned
      ? { name: assigned.name, last_name: assigned.last_name, phone_number: assigned.phone_number }
      : EMPTY,
  });
  const { formState, watch, setValue } = form;
  const dispatchers = useDispatchers(station);
  const [name, lastName] = watch(['name', 'last_name']);
  const preview = name.trim() && lastName.trim() ? cdaPreview(name, lastName) : '';
  const save = useDrawerSave({
    ...props,
    form,
    send: (cda, current) => modifiedPart(current, field, cda),
    savedKey: 'edits.toast.saved',
  });
  const choose = (values: CdaInput) => {
    for (const key of ['name', 'last_name', 'phone_number'] as const) {
      setValue(key, values[key], { shouldDirty: true, shouldValidate: true });
    }
  };

  return (
    <LegFormDrawer
      {...props}
      title={t(side === 'arrival' ? 'edits.cda.titleArrival' : 'edits.cda.titleDeparture')}
      save={save}
      canSave={formState.isDirty}
      current={<span>{save.leg[field]?.display_name || t('edits.cda.none')}</span>}
    >
      <Dropdown
        label={t('edits.cda.suggestions')}
        placeholder={t('edits.cda.suggestionsPlaceholder')}
        items={(dispatchers.data ?? []).map((d) => ({
          code: d.code,
          name: `${d.code} · ${d.name} ${d.last_name}`,
          codeText: d.phone_number,
        }))}
        disabled={readOnly}
        onChange={(code) => {
          const chosen = dispatchers.data?.find((d) => d.code === code);
          if (chosen) choose(chosen);
        }}
      />
      <CdaFields form={form} preview={preview} readOnly={readOnly} />
      {assigned && !readOnly && (
        <Button
          variant="tertiary"
          className={styles.delete}
          onClick={() => {
            choose(EMPTY);
            void save.submit();
          }}
        >
          {t('edits.cda.delete')}
        </Button>
      )}
    </LegFormDrawer>
  );
}
