import { capabilities, localTime } from '@board/domain';
import { useIsFetching, useQueryClient } from '@tanstack/react-query';
import {
  ClipboardList,
  type LucideIcon,
  Maximize,
  Minimize,
  RefreshCw,
  Search,
} from 'lucide-react';
import { type RefObject, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAllStations } from '../../../catalogues/list-all-stations.ts';
import { useSession } from '../../../session/session.ts';
import { boardKeys } from '../api/board-keys.ts';
import { HandoverDrawer } from '../changes/handover-drawer.tsx';
import { MarkAllSeen } from '../changes/mark-all-seen.tsx';
import type { BoardTab } from '../downloads/download-calls.ts';
import { PrintBoardButton } from '../downloads/print-board-button.tsx';
import type { LiveState } from '../live/use-live-board.ts';
import { useBoard } from './board-context.tsx';
import styles from './board-toolbar.module.css';
import { DownloadToggle } from './download-toggle.tsx';
import { LiveDown } from './live-down.tsx';
import { useDebouncedSearch } from './use-debounced-search.ts';

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

function useFullScreen(target: RefObject<HTMLElement | null>) {
  const [active, setActive] = useState(false);
  useEffect(() => {
    const update = () => setActive(document.fullscreenElement !== null);
    document.addEventListener('fullscreenchange', update);
    return () => document.removeEventListener('fullscreenchange', update);
  }, []);
  const toggle = () => {
    if (document.fullscreenElement) void document.exitFullscreen();
    else void target.current?.requestFullscreen?.();
  };
  return { active, toggle };
}

/** The header of every board view: day, station, search and the board's actions (section 2). */
export function BoardToolbar(props: BoardToolbarProps) {
  const { title, tab, icon: Icon, fullScreenTarget } = props;
  const { t } = useTranslation();
  const board = useBoard();
  const { user } = useSession();
  const queryClient = useQueryClient();
  const fullScreen = useFullScreen(fullScreenTarget);
  const chooseStation = capabilities(user?.role).scope === 'all';
  const stations = useAllStations({ enabled: chooseStation });
  const [handingOver, setHandingOver] = useState(false);
  const refreshing = useIsFetching({ queryKey: boardKeys.day(board.station, board.day) }) > 0;

  useDebouncedSearch(board.searchText, (text) => {
    if (text !== board.query) board.setQuery(text);
  });

  const refresh = () => {
    board.bumpLoadGeneration();
    void queryClient.invalidateQueries({ queryKey: boardKeys.day(board.station, board.day) });
  };

  return (
    <div className={styles.toolbar} data-station-chooser={chooseStation || undefined}>
      <h1 className={styles.title}>
        <Icon aria-hidden="true" />
        {title}
      </h1>
      <fieldset className={styles.dates}>
        <legend className="visually-hidden">{t('board.dates.label')}</legend>
        {board.dates.map((option) => (
          <label key={option.date} className={styles.date}>
            <input
              type="radio"
              name="board-day"
              value={option.date}
              checked={option.date === board.day}
              onChange={() => {
                board.bumpLoadGeneration();
                board.setDay(option.date);
              }}
            />
            <span className={styles.dateLabel}>{t(option.label)}</span>
            <span className={styles.dateValue}>{option.value}</span>
          </label>
        ))}
      </fieldset>
      {chooseStation && (
        <label className={styles.station}>
          <span className="visually-hidden">{t('board.station')}</span>
          <select
            value={board.station}
            onChange={(event) => {
              board.bumpLoadGeneration();
              board.setStation(event.target.value);
            }}
          >
            {!stations.data && <option value={board.station}>{board.station}</option>}
            {stations.data?.map((s) => (
              <option key={s.stn} value={s.stn}>
                {s.stn} · {s.name}
              </option>
            ))}
          </select>
        </label>
      )}
      <label className={styles.search}>
        <Search aria-hidden="true" />
        <span className="visually-hidden">{t('board.search')}</span>
        <input
          type="search"
          value={board.searchText}
          placeholder={t('board.searchPlaceholder')}
          maxLength={50}
          onChange={(event) => board.setSearchText(event.target.value)}
        />
      </label>
      <p className={styles.sync} data-testid="last-sync">
        <span>{t('board.lastSync')}</span>
        <strong>{board.lastSync ? `${localTime(board.lastSync, board.timeZone)} hs` : '—'}</strong>
        <LiveDown live={props.live} />
      </p>
      <div className={styles.actions}>
        <MarkAllSeen label={styles.actionLabel ?? ''} />
        <button
          type="button"
          className={styles.action}
          onClick={refresh}
          title={t('board.refresh')}
          aria-label={t('board.refresh')}
        >
          <RefreshCw aria-hidden="true" className={refreshing ? styles.spinning : undefined} />
        </button>
        <button
          type="button"
          className={styles.action}
          onClick={() => setHandingOver(true)}
          title={t('handover.button')}
          aria-label={t('handover.button')}
        >
          <ClipboardList aria-hidden="true" />
          {/* Its words where the toolbar has room; elsewhere its aria-label names the icon. */}
          <span className={styles.actionLabel}>{t('handover.button')}</span>
        </button>
        <HandoverDrawer open={handingOver} onClose={() => setHandingOver(false)} />
        {(tab === 'general' || tab === 'departures' || tab === 'timeline') && (
          <PrintBoardButton className={styles.action} timeline={tab === 'timeline'} />
        )}
        <DownloadToggle tab={tab} />
        <button
          type="button"
          className={styles.action}
          onClick={fullScreen.toggle}
          title={t(fullScreen.active ? 'board.exitFullScreen' : 'board.fullScreen')}
          aria-label={t(fullScreen.active ? 'board.exitFullScreen' : 'board.fullScreen')}
          aria-pressed={fullScreen.active}
        >
          {fullScreen.active ? <Minimize aria-hidden="true" /> : <Maximize aria-hidden="true" />}
        </button>
      </div>
    </div>
  );
}
