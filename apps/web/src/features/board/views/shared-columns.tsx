import { type Leg, sideOf } from '@board/domain';
import type { TFunction } from 'i18next';
import { dayMonth, figure } from '../format/leg-format.ts';
import type { BoardColumn } from '../table/board-table.tsx';
import { EditButton } from './edit-button.tsx';
import { FlightCell, LoadCell, RegistrationCell, StandCell } from './leg-cells.tsx';
import { specialAttentions } from './special-attentions.ts';

/** Column groups the Arrivals and Departures tables share. */

export const legBasics = (t: TFunction, side: 'arrival' | 'departure'): BoardColumn<Leg>[] => [
  {
    id: 'date',
    header: t('board.cols.date'),
    cell: ({ row }) => dayMonth(sideOf(row.original, side).day),
  },
  {
    id: 'flight',
    header: t('board.cols.flight'),
    cell: ({ row }) => <FlightCell leg={row.original} />,
  },
  {
    id: 'registration',
    header: t('board.cols.registration'),
    cell: ({ row }) => <RegistrationCell leg={row.original} />,
  },
  {
    id: 'material',
    header: t('board.cols.material'),
    cell: ({ row }) => row.original.material ?? '',
  },
  side === 'arrival'
    ? { id: 'origin', header: t('board.cols.origin'), cell: ({ row }) => row.original.depstn }
    : {
        id: 'destination',
        header: t('board.cols.destination'),
        cell: ({ row }) => row.original.arrstn,
      },
];

export const cdaGroup = (t: TFunction, side: 'arrival' | 'departure'): BoardColumn<Leg> => ({
  id: 'cda',
  header: 'CDA',
  columns: [
    {
      id: 'cda_name',
      header: t('board.cols.name'),
      cell: ({ row }) => sideOf(row.original, side).cda?.display_name ?? '',
    },
    {
      id: 'cda_edit',
      header: '',
      cell: ({ row }) => <EditButton kind="cda" leg={row.original} side={side} label="CDA" />,
    },
  ],
});

export const peaGroup = (t: TFunction, side: 'arrival' | 'departure'): BoardColumn<Leg> => ({
  id: 'pea',
  header: t('board.cols.peaGroup'),
  columns: [
    {
      id: 'pea_number',
      header: t('board.cols.pea'),
      cell: ({ row }) => {
        const leg = row.original;
        const arrival = side === 'arrival';
        return (
          <StandCell
            leg={leg}
            number={arrival ? leg.pea_number_arrival : leg.pea_number_departure}
            type={arrival ? leg.pea_type_arrival : leg.pea_type_departure}
            marker={arrival ? leg.change_pea_number_arrival : leg.change_pea_number_departure}
          />
        );
      },
    },
    {
      id: 'pea_band',
      header: side === 'arrival' ? t('board.cols.tape') : t('board.cols.gate'),
      cell: ({ row }) => sideOf(row.original, side).peaTapeHall ?? '',
    },
    {
      id: 'pea_edit',
      header: '',
      cell: ({ row }) => (
        <EditButton kind="pea" leg={row.original} side={side} label={t('board.cols.pea')} />
      ),
    },
  ],
});

export const flightInfoGroup = (t: TFunction): BoardColumn<Leg> => ({
  id: 'info',
  header: t('board.cols.flightInfo'),
  columns: [
    {
      id: 'adults',
      header: t('board.cols.adults'),
      cell: ({ row }) => row.original.paxs_boarded.count.adult,
    },
    {
      id: 'infants',
      header: t('board.cols.infants'),
      cell: ({ row }) => row.original.paxs_boarded.count.infant,
    },
    {
      id: 'bags',
      header: t('board.cols.bags'),
      cell: ({ row }) => figure(row.original.baggage_total),
    },
    {
      id: 'bag_weight',
      header: t('board.cols.bagWeight'),
      cell: ({ row }) => figure(row.original.baggage_weight_total),
    },
    {
      id: 'load',
      header: t('board.cols.load'),
      cell: ({ row }) => <LoadCell load={row.original.load} />,
    },
  ],
});

export const servicesColumn = (t: TFunction, side: 'arrival' | 'departure'): BoardColumn<Leg> => ({
  id: 'services',
  header: t('board.cols.services'),
  cell: ({ row }) => {
    const list =
      side === 'arrival'
        ? row.original.additional_services_arrival
        : row.original.additional_services_departure;
    return (
      <>
        {list.length}{' '}
        <EditButton
          kind="services"
          leg={row.original}
          side={side}
          label={t('board.cols.services')}
        />
      </>
    );
  },
});

export const attentionsGroup = (t: TFunction): BoardColumn<Leg> => ({
  id: 'attentions',
  header: t('board.cols.attentions'),
  columns: (['INAD', 'WCHR', 'WCHC_WCHS', 'AVIH', 'PETC'] as const).map((code) => ({
    id: `ssr_${code}`,
    header: code === 'WCHC_WCHS' ? 'WCHC+WCHS' : code,
    cell: ({ row }) => specialAttentions(row.original)[code] || '',
  })),
});
