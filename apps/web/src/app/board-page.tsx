import { useTranslation } from 'react-i18next';
import { BoardLayout, GeneralView } from '../features/board/index.ts';
import type { BoardView } from './board-views.ts';
import { PlaceholderPage } from './pages/placeholder-page.tsx';

const VIEWS: Partial<Record<BoardView['key'], () => React.JSX.Element>> = {
  general: GeneralView,
};

/** A board view inside the board frame; loaded on demand, apart from the sign-in screens. */
export function BoardPage({ view }: { view: BoardView }) {
  const { t } = useTranslation();
  const View = VIEWS[view.key];
  return (
    <BoardLayout title={t(`titles.${view.key}`)} icon={view.icon}>
      {View ? <View /> : <PlaceholderPage view={view} />}
    </BoardLayout>
  );
}
