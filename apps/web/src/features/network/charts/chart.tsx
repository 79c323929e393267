import { useEffect, useRef } from 'react';
import styles from '../network.module.css';
import { type ChartOption, echarts } from './echarts.ts';

interface ChartProps {
  option: ChartOption;
  /** What the chart shows, in a sentence: its name for a screen reader, which reads the table. */
  label: string;
  height?: number;
}

/** An ECharts drawing that follows its box's size; the figures are in the table under it. */
export function Chart({ option, label, height = 300 }: ChartProps) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const chart = echarts.init(element, undefined, { renderer: 'svg' });
    const observer = new ResizeObserver(() => chart.resize());
    observer.observe(element);
    return () => {
      observer.disconnect();
      chart.dispose();
    };
  }, []);
  useEffect(() => {
    const element = box.current;
    if (element) echarts.getInstanceByDom(element)?.setOption(option, true);
  }, [option]);
  return (
    <div ref={box} className={styles.chart} style={{ height }} role="img" aria-label={label} />
  );
}
