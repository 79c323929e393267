import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ArrivalsView,
  BoardLayout,
  DelaysView,
  DeparturesView,
  GeneralView,
  MilestonesView,
  OvernightsView,
} from '../features/board/index.ts';
import { boardParts } from './board-parts.tsx';
import type { BoardView } from './board-views.ts';

// Loaded on demand: the first screen of the board does not wait for the timeline's code.
const TimelineView = lazy(async () => ({
  default: (await import('../features/board/timeline.ts')).TimelineView,
}));

const VIEWS: Record<BoardView['key'], React.ComponentType> = {
  general: GeneralView,
  arrivals: ArrivalsView,
  departures: DeparturesView,
  delays: DelaysView,
  overnights: OvernightsView,
  milestones: MilestonesView,
  timeline: TimelineView,
};

/**
 * A board view inside the board frame, with what the changes and downloads features add to it;
 * loaded on demand, apart from the sign-in screens.
 */
export function BoardPage({ view }: { view: BoardView }) {
  const { t } = useTranslation();
  const View = VIEWS[view.key];
  return (
    <BoardLayout title={t(`titles.${view.key}`)} icon={view.icon} parts={boardParts(view.key)}>
      <Suspense>
        <View />
      </Suspense>
    </BoardLayout>
  );
}
