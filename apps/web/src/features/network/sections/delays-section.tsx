import type { NetworkFigures } from '@board/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Chart } from '../charts/chart.tsx';
import { ChartTable } from '../charts/chart-table.tsx';
import { type ChartOption, COLORS, FONT } from '../charts/echarts.ts';
import styles from '../network.module.css';

function option(groups: NetworkFigures['delayGroups'], t: (key: string) => string): ChartOption {
  return {
    textStyle: FONT,
    tooltip: { trigger: 'axis' },
    legend: { top: 0, textStyle: FONT },
    grid: { left: 8, right: 8, top: 36, bottom: 8, containLabel: true },
    xAxis: {
      type: 'category',
      data: groups.map((g) => g.group),
      axisLabel: { interval: 0, rotate: 30, width: 120, overflow: 'truncate' },
    },
    yAxis: [
      {
        type: 'value',
        // The unit on each figure, not as an axis name: a name sat on the legend on a phone.
        axisLabel: { formatter: '{value} min' },
        splitLine: { lineStyle: { color: COLORS.grid } },
      },
      {
        type: 'value',
        max: 100,
        axisLabel: { formatter: '{value} %' },
        splitLine: { show: false },
      },
    ],
    series: [
      {
        name: t('network.cols.minutes'),
        type: 'bar',
        data: groups.map((g) => g.minutes),
        itemStyle: { color: COLORS.danger, borderRadius: [3, 3, 0, 0] },
        barMaxWidth: 36,
      },
      {
        name: t('network.cols.cumulative'),
        type: 'line',
        yAxisIndex: 1,
        data: groups.map((g) => g.cumulative),
        itemStyle: { color: COLORS.ink },
        symbolSize: 6,
      },
    ],
  };
}

/** Delay minutes by IATA group as a Pareto chart: who answers for most of the day's delay. */
export function DelaysSection({ figures }: { figures: NetworkFigures }) {
  const { t } = useTranslation();
  const chart = useMemo(() => option(figures.delayGroups, t), [figures.delayGroups, t]);
  const title = t('network.sections.delays');
  return (
    <section className={styles.card} aria-labelledby="network-delays">
      <h2 id="network-delays">{title}</h2>
      <Chart option={chart} label={title} />
      <ChartTable
        caption={title}
        head={['group', 'minutes', 'share', 'cumulative'].map((k) => t(`network.cols.${k}`))}
        rows={figures.delayGroups.map((g) => [
          g.group,
          g.minutes,
          `${g.share} %`,
          `${g.cumulative} %`,
        ])}
      />
    </section>
  );
}
