import type { NetworkFigures } from '@board/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsMobile } from '../../../lib/use-is-mobile.ts';
import { Chart } from '../charts/chart.tsx';
import { ChartTable } from '../charts/chart-table.tsx';
import { type ChartOption, COLORS, FONT } from '../charts/echarts.ts';
import styles from '../network.module.css';

/**
 * The turnarounds in each range over the type's minimum. The ranges stand side by side on a wide
 * screen; down a phone, whose width cannot hold six names side by side.
 */
function option(
  spread: NetworkFigures['groundTimes'],
  t: (key: string) => string,
  phone: boolean,
): ChartOption {
  const ranges = {
    type: 'category',
    data: spread.map((b) => t(`network.buckets.${b.bucket}`)),
    axisLabel: { interval: 0 },
    inverse: phone,
  };
  const counts = {
    type: 'value',
    minInterval: 1,
    splitLine: { lineStyle: { color: COLORS.grid } },
  };
  return {
    textStyle: FONT,
    tooltip: { trigger: 'axis' },
    grid: { left: 8, right: 12, top: 16, bottom: 8, containLabel: true },
    xAxis: phone ? counts : ranges,
    yAxis: phone ? ranges : counts,
    series: [
      {
        name: t('network.cols.turnarounds'),
        type: 'bar',
        data: spread.map((b) => ({
          value: b.count,
          itemStyle: { color: b.bucket === 'under' ? COLORS.danger : COLORS.arrivals },
        })),
        itemStyle: { borderRadius: phone ? [0, 3, 3, 0] : [3, 3, 0, 0] },
        barMaxWidth: phone ? 20 : 48,
      },
    ],
  };
}

/** Turnarounds by their ground time over the type's minimum: how much slack the day had. */
export function GroundSection({ figures }: { figures: NetworkFigures }) {
  const { t } = useTranslation();
  const phone = useIsMobile();
  const chart = useMemo(
    () => option(figures.groundTimes, t, phone),
    [figures.groundTimes, t, phone],
  );
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
