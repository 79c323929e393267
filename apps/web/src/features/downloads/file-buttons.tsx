import type { BoardTab } from './download-calls.ts';
import { DownloadToggle } from './download-toggle.tsx';
import { PrintBoardButton } from './print-board-button.tsx';

/**
 * The board's files in its toolbar, in the toolbar's look (`className`): the print of home,
 * departures and the timeline, and the download panel, which starts on the tab shown.
 */
export function FileButtons({ tab, className }: { tab: BoardTab; className: string }) {
  return (
    <>
      {(tab === 'general' || tab === 'departures' || tab === 'timeline') && (
        <PrintBoardButton className={className} timeline={tab === 'timeline'} />
      )}
      <DownloadToggle tab={tab} className={className} />
    </>
  );
}
