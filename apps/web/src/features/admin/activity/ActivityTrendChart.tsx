import type { UserActivityReport } from '@fin-atlas/domain';
import type { EChartsCoreOption } from 'echarts/core';
import { useMemo } from 'react';
import { EChart } from '../../../ui/chart/EChart';
import { formatDate } from '../../../ui/format';

const EVENTS_COLOR = '#4E79A7';
const USERS_COLOR = '#F28E2B';

/** Events per day (bars) and the users active that day (line), the range's trend at a glance. */
export function ActivityTrendChart({ daily, label }: { daily: UserActivityReport['daily']; label: string }) {
  const option = useMemo<EChartsCoreOption>(
    () => ({
      aria: { enabled: true },
      legend: { top: 0 },
      grid: { left: 8, right: 16, top: 40, bottom: 8, containLabel: true },
      tooltip: { trigger: 'axis' },
      xAxis: { type: 'category', data: daily.map((d) => formatDate(d.day)) },
      yAxis: [
        { type: 'value', name: 'Events', minInterval: 1 },
        { type: 'value', name: 'Users', minInterval: 1, splitLine: { show: false } },
      ],
      series: [
        {
          type: 'bar',
          name: 'Events',
          data: daily.map((d) => d.events),
          itemStyle: { color: EVENTS_COLOR },
        },
        {
          type: 'line',
          name: 'Active users',
          yAxisIndex: 1,
          data: daily.map((d) => d.active_users),
          symbol: daily.length > 60 ? 'none' : 'circle',
          lineStyle: { width: 2, color: USERS_COLOR },
          itemStyle: { color: USERS_COLOR },
        },
      ],
    }),
    [daily],
  );
  return <EChart testId="activity-trend-chart" option={option} height={260} label={label} />;
}
