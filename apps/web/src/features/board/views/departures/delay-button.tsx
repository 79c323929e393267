import type { Leg } from '@board/domain';
import { useTranslation } from 'react-i18next';
import { EditButton } from '../../../../lib/legs/edit-button.tsx';

/** Section 4: the delay button reads Registrar while the leg has no delay code. */
export function DelayButton({ leg }: { leg: Leg }) {
  const { t } = useTranslation();
  return (
    <EditButton
      kind="delays"
      leg={leg}
      side="departure"
      label={t('board.cols.delays')}
      text={leg.delays_codes ? undefined : t('board.register')}
    />
  );
}
