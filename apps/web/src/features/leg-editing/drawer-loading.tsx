import { sideOf } from '@board/domain';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Drawer, Skeleton } from '../../components/ui/index.ts';
import type { DrawerProps } from '../../lib/legs/drawer-request.ts';
import { legSubtitle } from '../../lib/legs/leg-format.ts';

/**
 * The drawer's frame while its form is still on its way: the same panel, the leg it is about,
 * and placeholder rows where the fields will be, so the board does not wait without a sign.
 */
export function DrawerLoading({
  request,
  open,
  onClose,
  onShown,
}: DrawerProps & { onShown(): void }) {
  const { t } = useTranslation();
  useEffect(onShown, [onShown]);
  const { day } = sideOf(request.leg, request.side);
  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={t('ui.loading')}
      subtitle={legSubtitle(request.leg, day)}
    >
      <Skeleton rows={6} height={40} />
    </Drawer>
  );
}
