import { capabilities, localTime } from '@board/domain';
import type { LucideIcon } from 'lucide-react';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../session/session.ts';
import type { LiveState } from '../live/use-live-board.ts';
import { useBoard } from '../state/board-context.tsx';
import type { BoardParts, ToolbarLook } from './board-parts.ts';
import { BoardSearch } from './board-search.tsx';
import styles from './board-toolbar.module.css';
import { DayChooser } from './day-chooser.tsx';
import { FullScreenButton } from './full-screen-button.tsx';
import { LiveDown } from './live-down.tsx';
import { RefreshButton } from './refresh-button.tsx';
import { StationChooser } from './station-chooser.tsx';

interface BoardToolbarProps {
  title: string;
  icon: LucideIcon;
  /** The element shown full screen. */
  fullScreenTarget: RefObject<HTMLElement | null>;
  /** Whether the live stream is down, and when it last had news. */
  live: LiveState;
  /** The buttons other features lend the toolbar, on either side of its refresh button. */
  parts: Pick<BoardParts, 'beforeRefresh' | 'afterRefresh'>;
}

const look: ToolbarLook = { action: styles.action ?? '', actionLabel: styles.actionLabel ?? '' };

/** The header of every board view: day, station, search and the board's actions (section 2). */
export function BoardToolbar(props: BoardToolbarProps) {
  const { title, icon: Icon, fullScreenTarget, parts } = props;
  const { t } = useTranslation();
  const board = useBoard();
  const { user } = useSession();
  const chooseStation = capabilities(user?.role).scope === 'all';

  return (
    <div className={styles.toolbar} data-station-chooser={chooseStation || undefined}>
      <h1 className={styles.title}>
        <Icon aria-hidden="true" />
        {title}
      </h1>
      <DayChooser />
      {chooseStation && <StationChooser />}
      <BoardSearch />
      <p className={styles.sync} data-testid="last-sync">
        <span>{t('board.lastSync')}</span>
        <strong>{board.lastSync ? `${localTime(board.lastSync, board.timeZone)} hs` : '—'}</strong>
        <LiveDown live={props.live} />
      </p>
      <div className={styles.actions}>
        {parts.beforeRefresh(look)}
        <RefreshButton />
        {parts.afterRefresh(look)}
        <FullScreenButton target={fullScreenTarget} />
      </div>
    </div>
  );
}
