import type { LucideIcon } from 'lucide-react';
import { type ReactNode, useRef } from 'react';
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
  const { Around, aboveList, ...toolbarParts } = props.parts;
  return (
    // Remounts on a station change, so search and selection of one station never leak to another.
    <BoardProvider key={params.station} params={params}>
      <Around>
        <div ref={fullScreen} className={styles.board}>
          <BoardToolbar
            title={props.title}
            icon={props.icon}
            fullScreenTarget={fullScreen}
            live={live}
            parts={toolbarParts}
          />
          <OfflineBanner />
          {aboveList()}
          <ListFailureAlert />
          <ListBody>{props.children}</ListBody>
        </div>
      </Around>
    </BoardProvider>
  );
}
