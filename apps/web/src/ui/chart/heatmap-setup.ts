import { HeatmapChart } from 'echarts/charts';
import { VisualMapContinuousComponent } from 'echarts/components';
import { echarts } from './echarts-setup';

// The heatmap's own pieces, in this lazily loaded chunk: only feature adoption grids draw one.
echarts.use([HeatmapChart, VisualMapContinuousComponent]);

export { echarts };
