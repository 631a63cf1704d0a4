import {
  EXCEL_NUMBER_FORMATS,
  INDUSTRY_REPORTER_SPANS,
  INDUSTRY_STAT_LABELS,
  INDUSTRY_STATS,
  type IndustryReportMetric,
  type IndustryReportView,
  SETS,
} from '@fin-atlas/domain';
import type { SheetColumn, SheetRow, SheetSpec } from '../downloads';
import { bySection, figure, type ShownRow } from './view-model';

const COUNT_FORMAT = EXCEL_NUMBER_FORMATS.N0;

/** What the sheet says about the figures above its table: span, set, and demo data when it is. */
export function sheetHeadings(view: IndustryReportView): SheetRow[] {
  const span = INDUSTRY_REPORTER_SPANS.find((s) => s.id === view.span_id)?.name ?? '';
  const set = SETS.find((s) => s.id === view.set_id)?.name ?? '';
  const headings: SheetRow[] = [
    {
      cells: [
        `${view.report.name}: ${view.groups.map((g) => g.name).join(', ')}${view.segmentation ? ` by ${view.segmentation.name}` : ''} · ${span} · ${set}`,
      ],
      heading: true,
    },
  ];
  if (view.demo) {
    headings.push({
      cells: ['Demo data: generated for demonstration, not regulator filings.'],
      heading: true,
    });
  }
  return headings;
}

/**
 * The Excel sheet of the industry report as shown (its rows and metrics), with every figure: for
 * each metric and row, the aggregate, 25th percentile, median, 75th percentile and member count over
 * the five quarters, oldest first.
 */
export function industrySheet(
  view: IndustryReportView,
  rows: readonly ShownRow[],
  metrics: readonly { metric: IndustryReportMetric; index: number }[],
): SheetSpec {
  const columns: SheetColumn[] = [
    { header: 'Metric', kind: 'text' },
    { header: 'Group', kind: 'text' },
    { header: 'Segment', kind: 'text' },
    { header: 'Statistic', kind: 'text' },
    ...view.headers.map((header): SheetColumn => ({ header, kind: 'value' })),
  ];
  const lines: SheetRow[] = [...sheetHeadings(view)];
  for (const section of bySection(metrics)) {
    lines.push({ cells: [section.header], heading: true });
    for (const { metric, index } of section.metrics) {
      for (const shown of rows) {
        const group = view.groups[shown.row.group_index]?.name ?? '';
        const segment = shown.row.segment_id === null ? 'Total' : shown.row.name;
        for (const stat of INDUSTRY_STATS) {
          lines.push({
            cells: [
              metric.name,
              group,
              segment,
              INDUSTRY_STAT_LABELS[stat],
              ...view.periods.map((_, p) => figure(view, shown.index, index, p, stat)),
            ],
            numFmt: stat === 'count' ? COUNT_FORMAT : EXCEL_NUMBER_FORMATS[metric.format],
          });
        }
      }
    }
  }
  return { kind: 'industry_report', sheetName: view.report.name, columns, rows: lines };
}
