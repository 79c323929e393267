import type { NetworkFigures } from '@board/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Chart } from '../charts/chart.tsx';
import { ChartTable } from '../charts/chart-table.tsx';
import { type ChartOption, COLORS, FONT } from '../charts/echarts.ts';
import styles from '../network.module.css';

function option(spread: NetworkFigures['groundTimes'], t: (key: string) => string): ChartOption {
  return {
    textStyle: FONT,
    tooltip: { trigger: 'axis' },
    grid: { left: 8, right: 12, top: 16, bottom: 8, containLabel: true },
    xAxis: {
      type: 'category',
      data: spread.map((b) => t(`network.buckets.${b.bucket}`)),
      axisLabel: { interval: 0 },
    },
    yAxis: { type: 'value', minInterval: 1, splitLine: { lineStyle: { color: COLORS.grid } } },
    series: [
      {
        name: t('network.cols.turnarounds'),
        type: 'bar',
        data: spread.map((b) => ({
          value: b.count,
          itemStyle: { color: b.bucket === 'under' ? COLORS.danger : COLORS.arrivals },
        })),
        itemStyle: { borderRadius: [3, 3, 0, 0] },
        barMaxWidth: 48,
      },
    ],
  };
}

/** Turnarounds by their ground time over the type's minimum: how much slack the day had. */
export function GroundSection({ figures }: { figures: NetworkFigures }) {
  const { t } = useTranslation();
  const chart = useMemo(() => option(figures.groundTimes, t), [figures.groundTimes, t]);
  const title = t('network.sections.ground');
  return (
    <section className={styles.card} aria-labelledby="network-ground">
      <h2 id="network-ground">{title}</h2>
      <Chart option={chart} label={title} height={240} />
      <ChartTable
        caption={title}
        head={[t('network.cols.overMinimum'), t('network.cols.turnarounds')]}
        rows={figures.groundTimes.map((b) => [t(`network.buckets.${b.bucket}`), b.count])}
      />
    </section>
  );
}
