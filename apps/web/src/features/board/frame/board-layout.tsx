import type { LucideIcon } from 'lucide-react';
import { type ReactNode, useRef } from 'react';
import { useBoardParams } from '../board-params.ts';
import { ChangesProvider } from '../changes/changes-context.tsx';
import type { BoardTab } from '../downloads/download-calls.ts';
import { LegDrawersProvider } from '../editing/leg-drawers.tsx';
import { useDrawerDataAhead } from '../editing/use-drawer-data-ahead.ts';
import { useLiveBoard } from '../live/use-live-board.ts';
import { useSendWaitingSaves } from '../waiting-saves/use-waiting-saves.ts';
import { WaitingSavesBar } from '../waiting-saves/waiting-saves-bar.tsx';
import { BoardProvider } from './board-context.tsx';
import styles from './board-layout.module.css';
import { BoardToolbar } from './board-toolbar.tsx';
import { ListBody, ListFailureAlert } from './list-failure.tsx';
import { OfflineBanner } from './offline-banner.tsx';

/** A board view in its frame: the toolbar, the live connection, and the view below. */
export function BoardLayout(props: {
  title: string;
  tab: BoardTab;
  icon: LucideIcon;
  children: ReactNode;
}) {
  const params = useBoardParams();
  const fullScreen = useRef<HTMLDivElement>(null);
  const live = useLiveBoard(params.station);
  useSendWaitingSaves();
  useDrawerDataAhead(params.station);
  return (
    // Remounts on a station change, so search and selection of one station never leak to another.
    <BoardProvider key={params.station} params={params}>
      <ChangesProvider>
        <LegDrawersProvider>
          <div ref={fullScreen} className={styles.board}>
            <BoardToolbar
              title={props.title}
              tab={props.tab}
              icon={props.icon}
              fullScreenTarget={fullScreen}
              live={live}
            />
            <OfflineBanner />
            <WaitingSavesBar />
            <ListFailureAlert />
            <ListBody>{props.children}</ListBody>
          </div>
        </LegDrawersProvider>
      </ChangesProvider>
    </BoardProvider>
  );
}
