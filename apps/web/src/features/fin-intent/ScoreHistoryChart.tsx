import {
  INTENT_LEVEL_LABELS,
  type IntentInstitutionEvidence,
  type IntentSignalDetail,
  quarterLabel,
} from '@fin-atlas/domain';
import type { EChartsCoreOption } from 'echarts/core';
import { useMemo } from 'react';
import { EChart } from '../../ui/chart/EChart';
import { LEVEL_CHART_COLORS, score } from './figures';

type Thresholds = IntentSignalDetail['thresholds'];

const THRESHOLD_LINES = [
  { key: 'early', level: 'early_research' },
  { key: 'active', level: 'active_research' },
  { key: 'in_depth', level: 'in_depth_research' },
] as const;

/** An institution's score per quarter against the signal's thresholds, so a rise toward a level shows. */
export function ScoreHistoryChart({
  history,
  thresholds,
  name,
}: {
  history: IntentInstitutionEvidence['history'];
  thresholds: Thresholds | null;
  name: string;
}) {
  const option = useMemo<EChartsCoreOption>(() => {
    const periods = history.map((h) => quarterLabel(h.period));
    const thresholdSeries = thresholds
      ? THRESHOLD_LINES.map(({ key, level }) => ({
          type: 'line',
          name: `${INTENT_LEVEL_LABELS[level]} from`,
          data: history.map(() => thresholds[key]),
          symbol: 'none',
          lineStyle: { type: 'dashed', width: 1, color: LEVEL_CHART_COLORS[level] },
          itemStyle: { color: LEVEL_CHART_COLORS[level] },
          silent: true,
        }))
      : [];
    return {
      aria: { enabled: true },
      legend: { top: 0 },
      grid: { left: 8, right: 16, top: 56, bottom: 8, containLabel: true },
      tooltip: { trigger: 'axis' },
      xAxis: { type: 'category', data: periods },
      yAxis: { type: 'value', min: 0, max: 100, name: 'Score' },
      series: [
        {
          type: 'line',
          name: 'Score',
          data: history.map((h) => h.score),
          symbolSize: 7,
          lineStyle: { width: 2.5, color: '#4E79A7' },
          itemStyle: { color: '#4E79A7' },
          tooltip: { valueFormatter: (v: unknown) => score(Number(v)) },
        },
        ...thresholdSeries,
      ],
    };
  }, [history, thresholds]);
  return (
    <EChart
      testId="score-history-chart"
      option={option}
      height={240}
      label={`Score of ${name} by quarter against the signal's thresholds`}
    />
  );
}
