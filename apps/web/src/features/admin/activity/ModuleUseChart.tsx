import { ACTIVITY_MODULE_LABELS, type ActivityModuleUse } from '@fin-atlas/domain';
import type { EChartsCoreOption } from 'echarts/core';
import { useMemo } from 'react';
import { EChart } from '../../../ui/chart/EChart';

/** Events per module, most used on top. */
export function ModuleUseChart({ modules }: { modules: readonly ActivityModuleUse[] }) {
  const option = useMemo<EChartsCoreOption>(() => {
    const shown = [...modules].reverse();
    return {
      aria: { enabled: true },
      grid: { left: 8, right: 24, top: 8, bottom: 8, containLabel: true },
      tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
      xAxis: { type: 'value', minInterval: 1 },
      yAxis: { type: 'category', data: shown.map((m) => ACTIVITY_MODULE_LABELS[m.module]) },
      series: [
        {
          type: 'bar',
          name: 'Events',
          data: shown.map((m) => m.events),
          itemStyle: { color: '#59A14F' },
        },
      ],
    };
  }, [modules]);
  return (
    <EChart
      testId="module-use-chart"
      option={option}
      height={Math.max(160, modules.length * 28 + 40)}
      label="Events per module (the module table lists the same figures)"
    />
  );
}
