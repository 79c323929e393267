import { useTranslation } from 'react-i18next';
import {
  ArrivalsView,
  BoardLayout,
  DelaysView,
  DeparturesView,
  GeneralView,
  MilestonesView,
  OvernightsView,
  TimelineView,
} from '../features/board/index.ts';
import type { BoardView } from './board-views.ts';

const VIEWS: Record<BoardView['key'], () => React.JSX.Element> = {
  general: GeneralView,
  arrivals: ArrivalsView,
  departures: DeparturesView,
  delays: DelaysView,
  overnights: OvernightsView,
  milestones: MilestonesView,
  timeline: TimelineView,
};

/** A board view inside the board frame; loaded on demand, apart from the sign-in screens. */
export function BoardPage({ view }: { view: BoardView }) {
  const { t } = useTranslation();
  const View = VIEWS[view.key];
  return (
    <BoardLayout title={t(`titles.${view.key}`)} tab={view.key} icon={view.icon}>
      <View />
    </BoardLayout>
  );
}
