import {
  type LateFlight,
  localTime,
  type NetworkFigures,
  type OnTime,
  type OtherAirports,
  onTimePercent,
} from '@board/domain';
import ExcelJS from 'exceljs';
import { es } from '../../lib/workbooks/cells.ts';
import { type Cell, inertCell } from '../../lib/workbooks/workbook-stream.ts';

/** One tab: its name, its header, its rows. */
function tab(workbook: ExcelJS.Workbook, name: string, header: string[], rows: Cell[][]) {
  const sheet = workbook.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = header.map((h) => ({ header: h, width: Math.max(h.length + 2, 12) }));
  const head = sheet.getRow(1);
  head.font = { bold: true };
  head.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE7E6E6' } };
  // Station codes, flight numbers and codes come from the feed: none may leave as a formula.
  for (const row of rows) sheet.addRow(row.map(inertCell));
}

/** A late flight's cells: flight, route, STD (UTC: the network spans zones), minutes, codes. */
const flightCells = (f: LateFlight): Cell[] => [
  f.flight,
  `${f.depstn}-${f.arrstn}`,
  localTime(f.std, 'UTC'),
  f.minutes,
  f.codes,
];

const onTimeCells = (o: OnTime): Cell[] => [o.operated, onTimePercent(o, 0), onTimePercent(o, 15)];

/** The airports without a board, one row after the stations, when the day touched any. */
const otherAirportsRows = (others: OtherAirports): Cell[][] =>
  others.airports.length === 0
    ? []
    : [
        [
          es('network.others', { airports: others.airports.join(', ') }),
          ...onTimeCells(others.departures),
          ...onTimeCells(others.arrivals),
        ],
      ];

/**
 * The Red view's figures as a workbook, one tab per chart with the same numbers: on-time
 * performance, delay minutes by group, the worst flights, the late-inbound chains and the
 * turnarounds against their minimum.
 */
export async function networkWorkbook(figures: NetworkFigures): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const otpHeader = [
    es('network.cols.station'),
    es('network.cols.departures'),
    es('network.cols.dep0'),
    es('network.cols.dep15'),
    es('network.cols.arrivals'),
    es('network.cols.arr0'),
    es('network.cols.arr15'),
  ];
  tab(workbook, es('network.sheets.onTime'), otpHeader, [
    ...figures.stations.map((s) => [
      s.station,
      ...onTimeCells(s.departures),
      ...onTimeCells(s.arrivals),
    ]),
    ...otherAirportsRows(figures.others),
    [
      es('network.total'),
      ...onTimeCells(figures.total.departures),
      ...onTimeCells(figures.total.arrivals),
    ],
  ]);
  tab(
    workbook,
    es('network.sheets.delays'),
    [
      es('network.cols.group'),
      es('network.cols.minutes'),
      es('network.cols.share'),
      es('network.cols.cumulative'),
    ],
    figures.delayGroups.map((g) => [g.group, g.minutes, g.share, g.cumulative]),
  );
  const flightHeader = [
    es('network.cols.flight'),
    es('network.cols.route'),
    es('network.cols.std'),
    es('network.cols.late'),
    es('network.cols.codes'),
  ];
  tab(workbook, es('network.sheets.worst'), flightHeader, figures.worst.map(flightCells));
  tab(
    workbook,
    es('network.sheets.chains'),
    [es('network.cols.registration'), ...flightHeader],
    figures.chains.flatMap((c) => c.legs.map((f) => [c.registration, ...flightCells(f)])),
  );
  tab(
    workbook,
    es('network.sheets.ground'),
    [es('network.cols.overMinimum'), es('network.cols.turnarounds')],
    figures.groundTimes.map((g) => [es(`network.buckets.${g.bucket}`), g.count]),
  );
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
