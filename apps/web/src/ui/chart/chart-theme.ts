/** The name the app's chart defaults are registered under (echarts-setup) and every chart is drawn with. */
export const CHART_THEME = 'atlas';
