import { capabilities, localTime } from '@board/domain';
import type { LucideIcon } from 'lucide-react';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../session/session.ts';
import { MarkAllSeen } from '../changes/mark-all-seen.tsx';
import type { BoardTab } from '../downloads/download-calls.ts';
import { PrintBoardButton } from '../downloads/print-board-button.tsx';
import type { LiveState } from '../live/use-live-board.ts';
import { useBoard } from './board-context.tsx';
import { BoardSearch } from './board-search.tsx';
import styles from './board-toolbar.module.css';
import { DayChooser } from './day-chooser.tsx';
import { DownloadToggle } from './download-toggle.tsx';
import { FullScreenButton } from './full-screen-button.tsx';
import { HandoverButton } from './handover-button.tsx';
import { LiveDown } from './live-down.tsx';
import { RefreshButton } from './refresh-button.tsx';
import { StationChooser } from './station-chooser.tsx';

interface BoardToolbarProps {
  title: string;
  /** The tab shown: the download panel starts on it, and home and departures can print. */
  tab: BoardTab;
  icon: LucideIcon;
  /** The element shown full screen. */
  fullScreenTarget: RefObject<HTMLElement | null>;
  /** Whether the live stream is down, and when it last had news. */
  live: LiveState;
}

/** The header of every board view: day, station, search and the board's actions (section 2). */
export function BoardToolbar(props: BoardToolbarProps) {
  const { title, tab, icon: Icon, fullScreenTarget } = props;
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
        <MarkAllSeen label={styles.actionLabel ?? ''} />
        <RefreshButton />
        <HandoverButton />
        {(tab === 'general' || tab === 'departures' || tab === 'timeline') && (
          <PrintBoardButton className={styles.action} timeline={tab === 'timeline'} />
        )}
        <DownloadToggle tab={tab} />
        <FullScreenButton target={fullScreenTarget} />
      </div>
    </div>
  );
}
