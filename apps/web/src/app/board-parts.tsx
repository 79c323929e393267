import { type ReactNode, useMemo } from 'react';
import {
  type BoardParts,
  type LegMarks,
  LegMarksProvider,
  PendingMarkProvider,
} from '../features/board/index.ts';
import {
  ChangeMarker,
  ChangesProvider,
  HandoverButton,
  MarkAllSeen,
  useChanges,
} from '../features/changes/index.ts';
import { FileButtons } from '../features/downloads/index.ts';
import { LegEditingAround, PendingMark, WaitingSavesBar } from '../features/leg-editing/index.ts';
import type { BoardView } from './board-views.ts';

/** The changes since the user last looked, their markers beside the board's flights. */
function MarksOfChanges({ children }: { children: ReactNode }) {
  const changes = useChanges();
  const marks = useMemo<LegMarks>(
    () => ({
      Marker: ChangeMarker,
      has: (legId) => (changes?.byLeg.get(legId)?.length ?? 0) > 0,
    }),
    [changes],
  );
  return <LegMarksProvider value={marks}>{children}</LegMarksProvider>;
}

/**
 * Around the board: the day's changes for this user, read with the board's station day, and the
 * leg's drawers with the saves waiting on the device, marked beside their flights.
 */
function BoardAround({ children }: { children: ReactNode }) {
  return (
    <ChangesProvider>
      <MarksOfChanges>
        <LegEditingAround>
          <PendingMarkProvider value={PendingMark}>{children}</PendingMarkProvider>
        </LegEditingAround>
      </MarksOfChanges>
    </ChangesProvider>
  );
}

/**
 * What leg editing, the changes and the downloads add to a board view: the drawers and the waiting
 * saves, the markers and the handover, the print and the downloads, in the toolbar's order
 * (section 2).
 */
export function boardParts(tab: BoardView['key']): BoardParts {
  return {
    Around: BoardAround,
    aboveList: () => <WaitingSavesBar />,
    beforeRefresh: (look) => <MarkAllSeen label={look.actionLabel} />,
    afterRefresh: (look) => (
      <>
        <HandoverButton look={look} />
        <FileButtons tab={tab} className={look.action} />
      </>
    ),
  };
}
