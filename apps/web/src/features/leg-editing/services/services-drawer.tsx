import { SIDE_FIELDS, serviceFormItems, servicesFormSchema } from '@board/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/ui/index.ts';
import type { DrawerProps } from '../../../lib/legs/drawer-request.ts';
import { modifiedPart } from '../api/modified-part.ts';
import parts from '../drawer-parts.module.css';
import { LegFormDrawer } from '../leg-form-drawer.tsx';
import { useDrawerSave } from '../use-drawer-save.ts';
import { ServiceRow } from './service-row.tsx';
import styles from './services-drawer.module.css';

/**
 * The additional services of one side of the leg (sections 3 to 5): the catalogue of 13, each
 * checked one with its description and times. Saving sends the checked ones, which replace
 * what was recorded.
 */
export function ServicesDrawer(props: DrawerProps) {
  const { t } = useTranslation();
  const { leg, side, readOnly } = props.request;
  const field = SIDE_FIELDS[side].services;
  const form = useForm({
    resolver: zodResolver(servicesFormSchema),
    mode: 'onTouched',
    defaultValues: { items: serviceFormItems(leg[field]) },
  });
  const items = form.watch('items');
  const selected = items.filter((item) => item.checked).length;
  const toast = useToast();
  const save = useDrawerSave({
    ...props,
    form,
    send: (values, current) => modifiedPart(current, field, values.items),
    savedKey: 'edits.toast.saved',
    onInvalid(errors) {
      // Thirteen rows can push a red hint out of sight: name the services that lack one.
      const missing = items.filter((_, i) => errors.items?.[i]?.description);
      if (missing.length === 0) return;
      toast.show({
        type: 'danger',
        title: t('edits.services.missing.title'),
        text: t('edits.services.missing.text', {
          services: missing.map((item) => t(`edits.services.names.${item.code}`)).join(', '),
        }),
      });
    },
  });

  return (
    <LegFormDrawer
      {...props}
      title={t(
        side === 'arrival' ? 'edits.services.titleArrival' : 'edits.services.titleDeparture',
      )}
      save={save}
      canSave={form.formState.isDirty}
      current={
        <span>
          {save.leg[field].map((s) => t(`edits.services.names.${s.code}`)).join(', ') ||
            t('edits.services.none')}
        </span>
      }
    >
      <p className={parts.muted} aria-live="polite">
        {selected === 0 && readOnly
          ? t('edits.services.none')
          : t('edits.services.selected', { count: selected })}
      </p>
      <ul className={`${parts.list} ${styles.list}`}>
        {items.map((item, index) =>
          // A reader sees what was recorded, not 13 disabled boxes.
          readOnly && !item.checked ? null : (
            <ServiceRow key={item.code} form={form} index={index} readOnly={readOnly} />
          ),
        )}
      </ul>
    </LegFormDrawer>
  );
}
