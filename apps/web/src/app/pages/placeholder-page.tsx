import { useTranslation } from 'react-i18next';
import { PageMessage } from '../../components/ui/index.ts';
import type { BoardView } from '../board-views.ts';

/** Stands in for a board view until the view itself exists. */
export function PlaceholderPage({ view }: { view: BoardView }) {
  const { t } = useTranslation();
  const Icon = view.icon;
  return (
    <PageMessage
      headingLevel={1}
      icon={<Icon />}
      title={t(`titles.${view.key}`)}
      text={t('frame.comingSoon')}
    />
  );
}
