import { isSoleEmptyTrailer, isTrailerFormItemValid, SIDE_FIELDS } from '@board/domain';
import { useTranslation } from 'react-i18next';
import type { DrawerProps } from '../../../lib/legs/drawer-request.ts';
import { modifiedPart } from '../api/modified-part.ts';
import { LegFormDrawer } from '../leg-form-drawer.tsx';
import { useDrawerSave } from '../use-drawer-save.ts';
import { PeaCurrent } from './pea-current.tsx';
import { TrailerForm } from './trailer-form.tsx';
import type { TrailersForm } from './trailers-form.ts';

/** The tows' form, by name, as a waiting save remembers it. */
export const TRAILERS_FORM = 'pea-trailers';

/** The stand drawer's view of one side's tows, which saves them (modified). */
export function TrailersView(props: DrawerProps & { form: TrailersForm; onBack(): void }) {
  const { t } = useTranslation();
  const { form, onBack, ...drawer } = props;
  const { side } = props.request;
  const items = form.watch('items');
  const allValid = items.every(isTrailerFormItemValid);
  const save = useDrawerSave({
    ...drawer,
    form,
    formName: TRAILERS_FORM,
    send: (values, current) => modifiedPart(current, SIDE_FIELDS[side].trailers, values.items),
    savedKey: 'edits.toast.saved',
  });
  return (
    <LegFormDrawer
      {...drawer}
      save={save}
      current={<PeaCurrent leg={save.leg} side={side} />}
      title={t(
        side === 'arrival' ? 'edits.pea.trailersTitleArrival' : 'edits.pea.trailersTitleDeparture',
      )}
      saveLabel={t('edits.pea.trailers.save')}
      // A sole item the user emptied deletes the tows (section 4).
      canSave={form.formState.isDirty && (allValid || isSoleEmptyTrailer(items))}
    >
      <TrailerForm form={form} side={side} canAdd={allValid} onBack={onBack} />
    </LegFormDrawer>
  );
}
