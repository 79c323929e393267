import type { ReactNode } from 'react';
import { useStationDay } from '../../lib/station-day.tsx';
import { LegDrawersProvider } from './leg-drawers.tsx';
import { useDrawerDataAhead } from './use-drawer-data-ahead.ts';
import { useSendWaitingSaves } from './waiting-saves/use-waiting-saves.ts';

/**
 * Around a board: the one drawer its rows open, the saves waiting on the device sent while it is
 * open, and the drawers' catalogues read ahead for the board's station.
 */
export function LegEditingAround({ children }: { children: ReactNode }) {
  useSendWaitingSaves();
  useDrawerDataAhead(useStationDay().station);
  return <LegDrawersProvider>{children}</LegDrawersProvider>;
}
