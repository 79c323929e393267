import { type NetworkFigures, type OnTime, onTimePercent } from '@board/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsMobile } from '../../../lib/use-is-mobile.ts';
import { Chart } from '../charts/chart.tsx';
import { ChartTable } from '../charts/chart-table.tsx';
import { type ChartOption, COLORS, FONT } from '../charts/echarts.ts';
import styles from '../network.module.css';

const pct = (value: number | null) => (value === null ? '—' : `${value.toFixed(1)} %`);

/** The four shares the industry reads first: departures and arrivals, on time at 0 and 15 min. */
function Kpis({ total }: { total: NetworkFigures['total'] }) {
  const { t } = useTranslation();
  const cards: [string, OnTime, 0 | 15][] = [
    [t('network.cols.dep15'), total.departures, 15],
    [t('network.cols.dep0'), total.departures, 0],
    [t('network.cols.arr15'), total.arrivals, 15],
    [t('network.cols.arr0'), total.arrivals, 0],
  ];
  return (
    <ul className={styles.kpis}>
      {cards.map(([label, figures, within]) => (
        <li key={label} className={styles.kpi}>
          <span className={styles.kpiValue}>{pct(onTimePercent(figures, within))}</span>
          <span className={styles.kpiLabel}>{label.replace(' (%)', '')}</span>
          <span className={styles.kpiNote}>
            {t('network.operated', { count: figures.operated })}
          </span>
        </li>
      ))}
    </ul>
  );
}

type Station = NetworkFigures['stations'][number];

/** Room for one station's bars when they lie across a phone's width. */
const PHONE_ROW = 22;

/**
 * Each station's shares as bars. Side by side on a wide screen; on a phone the stations run down
 * and their 15-minute shares across, as a list, since some fifty codes cannot stand side by side
 * in 390 px (the 0-minute shares are in the figures above and the table).
 */
function option(figures: NetworkFigures, t: (key: string) => string, phone: boolean): ChartOption {
  const series = (name: string, pick: (s: Station) => number | null, color: string) => ({
    name,
    type: 'bar',
    data: figures.stations.map(pick),
    itemStyle: { color, borderRadius: phone ? [0, 3, 3, 0] : [3, 3, 0, 0] },
    barMaxWidth: phone ? 8 : 14,
  });
  const shares = {
    type: 'value',
    max: 100,
    axisLabel: { formatter: '{value} %' },
    splitLine: { lineStyle: { color: COLORS.grid } },
  };
  const stations = {
    type: 'category',
    data: figures.stations.map((s) => s.station),
    // Many stations: their codes stand upright, so every one keeps its place under its bars.
    axisLabel: { interval: 0, rotate: !phone && figures.stations.length > 16 ? 90 : 0 },
    // Down a phone, in the table's order from the top.
    inverse: phone,
  };
  const dep15 = series(
    t('network.series.dep15'),
    (s) => onTimePercent(s.departures, 15),
    COLORS.departures,
  );
  const arr15 = series(
    t('network.series.arr15'),
    (s) => onTimePercent(s.arrivals, 15),
    COLORS.arrivals,
  );
  return {
    textStyle: FONT,
    tooltip: { trigger: 'axis', valueFormatter: (v: number | null) => pct(v) },
    legend: { top: 0, textStyle: FONT },
    grid: { left: 8, right: 12, top: 36, bottom: 8, containLabel: true },
    xAxis: phone ? shares : stations,
    yAxis: phone ? stations : shares,
    series: phone
      ? [dep15, arr15]
      : [
          dep15,
          series(
            t('network.series.dep0'),
            (s) => onTimePercent(s.departures, 0),
            COLORS.departuresSoft,
          ),
          arr15,
          series(
            t('network.series.arr0'),
            (s) => onTimePercent(s.arrivals, 0),
            COLORS.arrivalsSoft,
          ),
        ],
  };
}

type Side = 'departures' | 'arrivals';
const SIDE_COLUMNS: Record<Side, string[]> = {
  departures: ['departures', 'dep0', 'dep15'],
  arrivals: ['arrivals', 'arr0', 'arr15'],
};

/** A side's figures in a table row: how many moved, and the shares on time at 0 and 15 min. */
const sideCells = (d: OnTime) => [d.operated, pct(onTimePercent(d, 0)), pct(onTimePercent(d, 15))];

/**
 * The chart's figures: one table of both sides on a wide screen; on a phone a table per side, as
 * seven columns of figures do not fit a 390 px card and four do (a table that scrolled sideways
 * inside its card would hide the shares at the end).
 */
function OnTimeTables({ figures, phone }: { figures: NetworkFigures; phone: boolean }) {
  const { t } = useTranslation();
  const title = t('network.sections.onTime');
  const named = [
    ...figures.stations.map((s) => ({ ...s, name: s.station })),
    ...(figures.others.airports.length > 0
      ? [
          {
            ...figures.others,
            name: t('network.others', { airports: figures.others.airports.join(', ') }),
          },
        ]
      : []),
    { ...figures.total, name: t('network.total') },
  ];
  const tables: Side[][] = phone ? [['departures'], ['arrivals']] : [['departures', 'arrivals']];
  const of = (text: string, sides: Side[]) =>
    sides.length === 1 ? `${text}: ${t(`network.sides.${sides[0]}`)}` : text;
  return tables.map((sides) => (
    <ChartTable
      key={sides.join()}
      caption={of(title, sides)}
      summary={of(t('network.chartTable'), sides)}
      head={['station', ...sides.flatMap((side) => SIDE_COLUMNS[side])].map((k) =>
        t(`network.cols.${k}`),
      )}
      rows={named.map((n) => [n.name, ...sides.flatMap((side) => sideCells(n[side]))])}
    />
  ));
}

/** On-time performance: the network's four shares, then each station's as bars and tables. */
export function OnTimeSection({ figures }: { figures: NetworkFigures }) {
  const { t } = useTranslation();
  const phone = useIsMobile();
  const chart = useMemo(() => option(figures, t, phone), [figures, t, phone]);
  const title = t('network.sections.onTime');
  return (
    <section className={styles.card} aria-labelledby="network-on-time">
      <h2 id="network-on-time">{title}</h2>
      <Kpis total={figures.total} />
      <Chart
        option={chart}
        label={title}
        height={phone ? 56 + figures.stations.length * PHONE_ROW : 300}
      />
      <OnTimeTables figures={figures} phone={phone} />
    </section>
  );
}
