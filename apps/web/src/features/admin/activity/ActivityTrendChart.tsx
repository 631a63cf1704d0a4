import type { UserActivityReport } from '@fin-atlas/domain';
import type { EChartsCoreOption } from 'echarts/core';
import { useMemo } from 'react';
import { EChart } from '../../../ui/chart/EChart';
import { formatDate } from '../../../ui/format';

const EVENTS_COLOR = '#4E79A7';
const LINE_COLOR = '#F28E2B';
/** Past this many days a day's bar is too thin to read: the chart sums weeks instead. */
const WEEKLY_FROM_DAYS = 92;

type Day = UserActivityReport['daily'][number];
type Point = { label: string; events: number; line: number };

/** Weeks of seven days from the range's first day; sign-ins add up over a week, distinct users do not. */
function weeks(daily: readonly Day[]): Point[] {
  const points: Point[] = [];
  for (let start = 0; start < daily.length; start += 7) {
    const week = daily.slice(start, start + 7);
    points.push({
      label: `Week of ${formatDate(week[0]?.day)}`,
      events: week.reduce((n, d) => n + d.events, 0),
      line: week.reduce((n, d) => n + d.sign_ins, 0),
    });
  }
  return points;
}

/**
 * The range's trend: events per day (bars) and the users active that day (line); over a long range,
 * events and sign-ins per week.
 */
export function ActivityTrendChart({ daily, label }: { daily: UserActivityReport['daily']; label: string }) {
  const weekly = daily.length > WEEKLY_FROM_DAYS;
  const option = useMemo<EChartsCoreOption>(() => {
    const points: Point[] = weekly
      ? weeks(daily)
      : daily.map((d) => ({ label: formatDate(d.day), events: d.events, line: d.active_users }));
    const lineName = weekly ? 'Sign-ins' : 'Active users';
    return {
      aria: { enabled: true },
      legend: { top: 0 },
      grid: { left: 8, right: 16, top: 40, bottom: 8, containLabel: true },
      tooltip: { trigger: 'axis' },
      xAxis: { type: 'category', data: points.map((p) => p.label) },
      yAxis: [
        { type: 'value', name: weekly ? 'Events per week' : 'Events', minInterval: 1 },
        { type: 'value', name: lineName, minInterval: 1, splitLine: { show: false } },
      ],
      series: [
        {
          type: 'bar',
          name: 'Events',
          data: points.map((p) => p.events),
          itemStyle: { color: EVENTS_COLOR },
        },
        {
          type: 'line',
          name: lineName,
          yAxisIndex: 1,
          data: points.map((p) => p.line),
          symbol: points.length > 60 ? 'none' : 'circle',
          lineStyle: { width: 2, color: LINE_COLOR },
          itemStyle: { color: LINE_COLOR },
        },
      ],
    };
  }, [daily, weekly]);
  return (
    <EChart
      testId="activity-trend-chart"
      option={option}
      height={260}
      label={`${label}${weekly ? ' (by week)' : ''}`}
    />
  );
}
