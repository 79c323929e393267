import { type NetworkFigures, type OnTime, onTimePercent } from '@board/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
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

function option(figures: NetworkFigures, t: (key: string) => string): ChartOption {
  const series = (
    name: string,
    pick: (s: NetworkFigures['stations'][number]) => number | null,
    color: string,
  ) => ({
    name,
    type: 'bar',
    data: figures.stations.map(pick),
    itemStyle: { color, borderRadius: [3, 3, 0, 0] },
    barMaxWidth: 14,
  });
  return {
    textStyle: FONT,
    tooltip: { trigger: 'axis', valueFormatter: (v: number | null) => pct(v) },
    legend: { top: 0, textStyle: FONT },
    grid: { left: 8, right: 12, top: 36, bottom: 8, containLabel: true },
    xAxis: {
      type: 'category',
      data: figures.stations.map((s) => s.station),
      // Many stations: their codes stand upright, so every one keeps its place under its bars.
      axisLabel: { interval: 0, rotate: figures.stations.length > 16 ? 90 : 0 },
    },
    yAxis: {
      type: 'value',
      max: 100,
      axisLabel: { formatter: '{value} %' },
      splitLine: { lineStyle: { color: COLORS.grid } },
    },
    series: [
      series(t('network.series.dep15'), (s) => onTimePercent(s.departures, 15), COLORS.departures),
      series(
        t('network.series.dep0'),
        (s) => onTimePercent(s.departures, 0),
        COLORS.departuresSoft,
      ),
      series(t('network.series.arr15'), (s) => onTimePercent(s.arrivals, 15), COLORS.arrivals),
      series(t('network.series.arr0'), (s) => onTimePercent(s.arrivals, 0), COLORS.arrivalsSoft),
    ],
  };
}

/** On-time performance: the network's four shares, then each station's as bars and a table. */
export function OnTimeSection({ figures }: { figures: NetworkFigures }) {
  const { t } = useTranslation();
  const chart = useMemo(() => option(figures, t), [figures, t]);
  const title = t('network.sections.onTime');
  const row = (name: string, d: OnTime, a: OnTime) => [
    name,
    d.operated,
    pct(onTimePercent(d, 0)),
    pct(onTimePercent(d, 15)),
    a.operated,
    pct(onTimePercent(a, 0)),
    pct(onTimePercent(a, 15)),
  ];
  return (
    <section className={styles.card} aria-labelledby="network-on-time">
      <h2 id="network-on-time">{title}</h2>
      <Kpis total={figures.total} />
      <Chart option={chart} label={title} />
      <ChartTable
        caption={title}
        head={['station', 'departures', 'dep0', 'dep15', 'arrivals', 'arr0', 'arr15'].map((k) =>
          t(`network.cols.${k}`),
        )}
        rows={[
          ...figures.stations.map((s) => row(s.station, s.departures, s.arrivals)),
          row(t('network.total'), figures.total.departures, figures.total.arrivals),
        ]}
      />
    </section>
  );
}
