import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';

// Only the parts these charts draw with: the bundle carries no other chart type.
echarts.use([BarChart, LineChart, GridComponent, LegendComponent, TooltipComponent, SVGRenderer]);

export type ChartOption = echarts.EChartsCoreOption;
export { echarts };

/** The product's colours (styles/tokens.css), for drawings that cannot read CSS variables. */
export const COLORS = {
  ink: '#1b1f3b',
  muted: '#5b6072',
  grid: '#dfe2e8',
  arrivals: '#6b4fd8',
  arrivalsSoft: '#b9a9f0',
  departures: '#8fb81f',
  departuresSoft: '#d4ec8c',
  danger: '#c42b2b',
  warning: '#f0a020',
};

/**
 * The page's own font stack (tokens.css), named in full: ECharts measures text with it to lay
 * out legends and axes, and 'inherit' would measure in another font than the one drawn.
 */
export const FONT = {
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  color: COLORS.muted,
  fontSize: 12,
};
