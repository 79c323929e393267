import { Printer } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useStationDay } from '../../lib/station-day.tsx';
import { useDownload } from '../../lib/use-download.ts';
import { useOnline } from '../../lib/use-online.ts';
import { exportPrintFormat } from './download-calls.ts';

/** Imprimir Pizarra (home and departures): the day's board as a PDF ready to print. */
export function PrintBoardButton(props: {
  className?: string | undefined;
  /** From the timeline: the day's stands follow the board on their own pages. */
  timeline?: boolean;
}) {
  const { t } = useTranslation();
  const board = useStationDay();
  const download = useDownload();
  // The PDF is made by the server: without network there is nothing to print.
  const online = useOnline();
  const label = online
    ? t('downloads.print')
    : t('offline.unavailable', { action: t('downloads.print') });
  return (
    <button
      type="button"
      className={props.className}
      title={label}
      aria-label={label}
      aria-busy={download.isPending}
      disabled={download.isPending || !online}
      onClick={() =>
        download.mutate(() =>
          exportPrintFormat({
            station: board.station,
            day: board.day,
            ...(props.timeline && { timeline: true }),
          }),
        )
      }
    >
      <Printer aria-hidden="true" />
    </button>
  );
}
