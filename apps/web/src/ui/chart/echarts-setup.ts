import { BarChart, LineChart, PieChart } from 'echarts/charts';
import { AriaComponent, GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import { CHART_THEME } from './chart-theme';

// Only the pieces the app's charts draw, so the chart chunk stays small; imported lazily by load-echarts.
echarts.use([
  BarChart,
  LineChart,
  PieChart,
  GridComponent,
  TooltipComponent,
  LegendComponent,
  AriaComponent,
  SVGRenderer,
]);

// The app's chart defaults, registered once with the library; EChart draws every chart with them.
echarts.registerTheme(CHART_THEME, {
  // Category labels start below the value axis's own bottom label, so the first category never sits on
  // its "0", and crowded ones are thinned rather than drawn over each other.
  categoryAxis: { axisLabel: { margin: 14, hideOverlap: true } },
});

export { echarts };
