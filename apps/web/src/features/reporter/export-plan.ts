import type { MetricMode, ReportViewPage } from '@fin-atlas/domain';
import type { SheetSpec } from '../downloads';
import {
  multiMetricSheet,
  multiServiceSheet,
  periodSheet,
  singleMetricSheet,
  singleServiceSheet,
} from './export-sheets';

export type ExportContext = {
  name: string;
  mode: MetricMode;
  isTechnographic: boolean;
  /** The metric or service of single view. */
  selectedId: number | null;
  showPeers: boolean;
};

/** The sheet of what the user sees: one export kind per mode and report type. */
export function sheetForView(view: ReportViewPage, context: ExportContext): SheetSpec {
  const { name, showPeers, selectedId } = context;
  if (context.isTechnographic) {
    return context.mode === 'single' && selectedId !== null
      ? singleServiceSheet(view, { name, serviceId: selectedId })
      : multiServiceSheet(view, { name, showPeers });
  }
  if (context.mode === 'period') return periodSheet(view, { name });
  if (context.mode === 'single' && selectedId !== null) {
    return singleMetricSheet(view, { name, metricId: selectedId, showPeers });
  }
  return multiMetricSheet(view, { name, showPeers });
}
