import { legMatchesQuery } from '@board/domain';
import { FileDown } from 'lucide-react';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../../components/ui/index.ts';
import { useDelayCodes } from '../../../delay-codes/index.ts';
import { useDelays } from '../../api/list-delays.ts';
import { downloadDelayCodes } from '../../downloads/download-calls.ts';
import { useDownload } from '../../downloads/use-download.ts';
import { dayMonth } from '../../format/leg-format.ts';
import { MvtTag } from '../../format/mvt-tag.tsx';
import { useBoard } from '../../frame/board-context.tsx';
import { BoardCards } from '../../table/board-cards.tsx';
import { type BoardColumn, BoardTable } from '../../table/board-table.tsx';
import { useIsMobile } from '../../table/use-is-mobile.ts';
import { CardFigure } from '../cards/card-figure.tsx';
import { LEG_CARD_HEIGHT, LegCard } from '../cards/leg-card.tsx';
import cells from '../cells.module.css';
import { DelayButton } from '../departures/delay-button.tsx';
import { FlightCell, RegistrationCell, TimeCell } from '../leg-cells.tsx';
import { useListReport } from '../use-list-report.ts';
import { type DelayRow, delayRows } from './delay-rows.ts';
import styles from './delays-view.module.css';

const NO_CODE = '—';

/** Demoras: delayed departures, one line per delay entry; uncoded ones stand out (section 2). */
export function DelaysView() {
  const { t } = useTranslation();
  const toast = useToast();
  const board = useBoard();
  const mobile = useIsMobile();
  const zone = board.timeZone;
  const result = useDelays({ station: board.station, day: board.day, query: board.query });
  const codes = useDelayCodes();
  const download = useDownload();
  const { items, loading } = useListReport(result);
  useEffect(() => {
    if (codes.isError) toast.show({ type: 'danger', title: t('delays.codesError') });
  }, [codes.isError, toast, t]);

  const rows = useMemo(
    () => delayRows(items.filter((leg) => legMatchesQuery(leg, board.searchText))),
    [items, board.searchText],
  );
  const columns = useMemo<BoardColumn<DelayRow>[]>(
    () => [
      {
        id: 'date',
        header: t('board.cols.date'),
        cell: ({ row }) => dayMonth(row.original.leg.datop_local),
      },
      {
        id: 'flight',
        header: t('board.cols.flight'),
        cell: ({ row }) => <FlightCell leg={row.original.leg} />,
      },
      {
        id: 'registration',
        header: t('board.cols.registration'),
        cell: ({ row }) => <RegistrationCell leg={row.original.leg} />,
      },
      {
        id: 'material',
        header: t('board.cols.material'),
        cell: ({ row }) => row.original.leg.material ?? '',
      },
      { id: 'origin', header: t('board.cols.origin'), cell: ({ row }) => row.original.leg.depstn },
      {
        id: 'destination',
        header: t('board.cols.destination'),
        cell: ({ row }) => row.original.leg.arrstn,
      },
      {
        id: 'etd',
        header: 'ETD',
        cell: ({ row }) => (
          <TimeCell leg={row.original.leg} value={row.original.leg.etd} zone={zone} marker="RED" />
        ),
      },
      {
        id: 'atd',
        header: 'ATD',
        cell: ({ row }) => (
          <TimeCell leg={row.original.leg} value={row.original.leg.atd} zone={zone} />
        ),
      },
      {
        id: 'code',
        header: t('board.cols.codes'),
        cell: ({ row }) => (
          <>
            {row.original.entry?.delay.code ?? NO_CODE}
            <MvtTag entry={row.original.entry} />
          </>
        ),
      },
      {
        id: 'minutes',
        header: t('board.cols.minutes'),
        cell: ({ row }) => row.original.entry?.minutes ?? NO_CODE,
      },
      {
        id: 'total',
        header: t('delays.total'),
        cell: ({ row }) => row.original.leg.delays_min_total || NO_CODE,
      },
      {
        id: 'description',
        header: t('delays.description'),
        cell: ({ row }) => row.original.entry?.delay.name ?? NO_CODE,
      },
      {
        id: 'motive',
        header: t('delays.motive'),
        cell: ({ row }) => row.original.entry?.description || NO_CODE,
      },
      {
        id: 'responsible',
        header: t('delays.responsible'),
        cell: ({ row }) => row.original.entry?.delay.iataResponsible ?? NO_CODE,
      },
      {
        id: 'action',
        header: t('board.cols.action'),
        cell: ({ row }) => <DelayButton leg={row.original.leg} />,
      },
    ],
    [t, zone],
  );

  return (
    <>
      <div className={styles.bar}>
        <button
          type="button"
          className={styles.codes}
          title={t('delays.downloadCodes')}
          disabled={download.isPending}
          onClick={() => download.mutate(downloadDelayCodes)}
        >
          <FileDown aria-hidden="true" />
          {t('delays.codesTable')}
        </button>
      </div>
      {mobile ? (
        <BoardCards
          label={t('titles.delays')}
          data={rows}
          getRowId={(row) => row.key}
          cardHeight={LEG_CARD_HEIGHT}
          cardClassName={(row) => (row.entry ? undefined : styles.noCodeCard)}
          renderCard={(row) => (
            <LegCard
              leg={row.leg}
              side="departure"
              zone={zone}
              extra={
                <>
                  <CardFigure
                    label={t('board.cols.codes')}
                    value={
                      <>
                        {row.entry?.delay.code ?? NO_CODE}
                        <MvtTag entry={row.entry} />
                      </>
                    }
                  />
                  <CardFigure
                    label={t('board.cols.minutes')}
                    value={row.entry?.minutes ?? NO_CODE}
                  />
                  <span className={styles.motive}>{row.entry?.description}</span>
                  <DelayButton leg={row.leg} />
                </>
              }
            />
          )}
          loading={loading}
          empty={t('delays.empty')}
        />
      ) : (
        <BoardTable
          label={t('titles.delays')}
          data={rows}
          columns={columns}
          getRowId={(row) => row.key}
          rowClassName={(row) => (row.entry ? undefined : cells.noCode)}
          loading={loading}
          empty={t('delays.empty')}
        />
      )}
    </>
  );
}
