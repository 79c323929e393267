import type { LucideIcon } from 'lucide-react';
import { type ReactNode, useRef } from 'react';
import { LegDrawersProvider } from '../editing/leg-drawers.tsx';
import { useDrawerDataAhead } from '../editing/use-drawer-data-ahead.ts';
import { useSendWaitingSaves } from '../editing/waiting-saves/use-waiting-saves.ts';
import { WaitingSavesBar } from '../editing/waiting-saves/waiting-saves-bar.tsx';
import { useLiveBoard } from '../live/use-live-board.ts';
import { BoardProvider } from '../state/board-context.tsx';
import { useBoardParams } from '../state/board-params.ts';
import styles from './board-layout.module.css';
import type { BoardParts } from './board-parts.ts';
import { BoardToolbar } from './board-toolbar.tsx';
import { ListBody, ListFailureAlert } from './list-failure.tsx';
import { OfflineBanner } from './offline-banner.tsx';

/** A board view in its frame: the toolbar, the live connection, and the view below. */
export function BoardLayout(props: {
  title: string;
  icon: LucideIcon;
  /** What the app brings from other features into the board's frame. */
  parts: BoardParts;
  children: ReactNode;
}) {
  const params = useBoardParams();
  const fullScreen = useRef<HTMLDivElement>(null);
  const live = useLiveBoard(params.station);
  useSendWaitingSaves();
  useDrawerDataAhead(params.station);
  const { Around, ...toolbarParts } = props.parts;
  return (
    // Remounts on a station change, so search and selection of one station never leak to another.
    <BoardProvider key={params.station} params={params}>
      <Around>
        <LegDrawersProvider>
          <div ref={fullScreen} className={styles.board}>
            <BoardToolbar
              title={props.title}
              icon={props.icon}
              fullScreenTarget={fullScreen}
              live={live}
              parts={toolbarParts}
            />
            <OfflineBanner />
            <WaitingSavesBar />
            <ListFailureAlert />
            <ListBody>{props.children}</ListBody>
          </div>
        </LegDrawersProvider>
      </Around>
    </BoardProvider>
  );
}
