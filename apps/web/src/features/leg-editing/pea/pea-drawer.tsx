import {
  emptyTrailerFormItem,
  type Leg,
  type LegSide,
  sideOf,
  trailerFormItem,
  trailersFormSchema,
  updatePeaRequest,
} from '@board/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { DrawerProps } from '../../../lib/legs/drawer-request.ts';
import { legWrite } from '../api/leg-write.ts';
import { LegFormDrawer } from '../leg-form-drawer.tsx';
import { useDrawerSave } from '../use-drawer-save.ts';
import { PeaChanges } from './pea-changes.tsx';
import { PeaCurrent } from './pea-current.tsx';
import { TrailerCard } from './trailer-card.tsx';
import { TRAILERS_FORM, TrailersView } from './trailers-view.tsx';

/** The comments of a stand history: the shared body's list, checked the way the server does. */
const commentsFormSchema = updatePeaRequest.pick({ peaTypeComments: true });

const peaHistory = (leg: Leg, side: LegSide) => sideOf(leg, side).peaChanges;
const trailersOf = (leg: Leg, side: LegSide) => sideOf(leg, side).trailers;

/**
 * One side's stand (PEA) history with a comment per entry, and its tows (sections 2 to 5). The
 * drawer has two views, each saving its own part through its own call: the history with the tows'
 * card saves comments (updatePea); the tows' form saves tows (modified). Both forms live here, so
 * what was typed in one survives a visit to the other.
 */
export function PeaDrawer(props: DrawerProps) {
  const { t } = useTranslation();
  const { leg, side, readOnly } = props.request;
  // A waiting save of the tows reopens on the tows' form.
  const [view, setView] = useState<'changes' | 'trailers'>(
    props.request.draft?.name === TRAILERS_FORM ? 'trailers' : 'changes',
  );
  const [visited, setVisited] = useState(false);

  const started = [...peaHistory(leg, side)].sort((a, b) => a.index - b.index);
  const comments = useForm({
    resolver: zodResolver(commentsFormSchema),
    mode: 'onTouched',
    defaultValues: {
      peaTypeComments: started.map(({ index, comment }) => ({ index, comment })),
    },
  });

  const recorded = trailersOf(leg, side);
  const trailers = useForm({
    resolver: zodResolver(trailersFormSchema),
    mode: 'onTouched',
    defaultValues: {
      items: recorded.length ? recorded.map(trailerFormItem) : [emptyTrailerFormItem()],
    },
  });

  const save = useDrawerSave({
    ...props,
    form: comments,
    send: (values, current) =>
      legWrite('v1/leg/updatePea', {
        _id: current._id,
        version: current.version,
        side,
        // Only the comments this user changed: a save after a conflict keeps the others'.
        peaTypeComments: values.peaTypeComments.filter(
          ({ index, comment }) =>
            started.find((entry) => entry.index === index)?.comment.trim() !== comment,
        ),
      }),
    savedKey: 'edits.toast.saved',
  });

  if (view === 'trailers') {
    return (
      <TrailersView
        {...props}
        form={trailers}
        onBack={() => {
          setView('changes');
          setVisited(true);
        }}
      />
    );
  }

  return (
    <LegFormDrawer
      {...props}
      save={save}
      current={<PeaCurrent leg={save.leg} side={side} />}
      title={t(side === 'arrival' ? 'edits.pea.titleArrival' : 'edits.pea.titleDeparture')}
      saveLabel={t('edits.pea.saveComments')}
      canSave={comments.formState.isDirty}
    >
      <PeaChanges form={comments} leg={save.leg} side={side} />
      <TrailerCard
        trailers={trailersOf(save.leg, side)}
        side={side}
        readOnly={readOnly}
        onRegister={() => setView('trailers')}
        focusRegister={visited}
      />
    </LegFormDrawer>
  );
}
