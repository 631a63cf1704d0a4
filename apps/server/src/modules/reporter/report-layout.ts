import type { FormatNode, MenuData } from '@fin-atlas/domain';
import { type BuiltInReport, elementIdOf, reportMetrics } from './report-catalog.js';
import type { ReportService } from './report-technographics.js';

/** The report's left-hand menu: one entry per metric, or per bank service in a technographic report. */
export function reportMenu(report: BuiltInReport, services: readonly ReportService[]): MenuData[] {
  if (report.kind === 'technographics') {
    return services.map((s) => ({
      product: '',
      product_id: null,
      tree_id: null,
      menu_display: s.name,
      metric_id: null,
      bank_service_id: s.id,
    }));
  }
  return reportMetrics(report).map(({ metric }) => ({
    product: '',
    product_id: null,
    tree_id: null,
    menu_display: metric.name,
    metric_id: elementIdOf(metric),
    bank_service_id: null,
  }));
}

/** The layout tree: a header per section grouping its elements (metric element ids or bank service ids). */
export function reportFormat(report: BuiltInReport, services: readonly ReportService[]): FormatNode[] {
  if (report.kind === 'technographics') {
    const headers = [...new Set(services.map((s) => s.header))];
    return headers.map((header, h) => ({
      type: 'header',
      id: `h${h + 1}`,
      text: header,
      children: services
        .filter((s) => s.header === header)
        .map((s): FormatNode => ({ type: 'element', id: `s${s.id}`, element_id: s.id })),
    }));
  }
  return report.sections.map((section, h) => ({
    type: 'header',
    id: `h${h + 1}`,
    text: section.header,
    children: reportMetrics({ ...report, sections: [section] }).map(({ metric }): FormatNode => {
      const elementId = elementIdOf(metric);
      return { type: 'element', id: `m${elementId}`, element_id: elementId };
    }),
  }));
}
