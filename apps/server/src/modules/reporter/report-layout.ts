import type { FormatNode, MenuData } from '@fin-atlas/domain';
import type { ReportLine } from './report-lines.js';
import type { ReportService } from './report-technographics.js';

const menuEntry = (name: string, ids: Pick<MenuData, 'metric_id' | 'bank_service_id'>): MenuData => ({
  product: '',
  product_id: null,
  tree_id: null,
  menu_display: name,
  ...ids,
});

/** A metric report's left-hand menu: one entry per line (metric, or element of a custom report). */
export function linesMenu(lines: readonly ReportLine[]): MenuData[] {
  return lines.map((l) => menuEntry(l.name, { metric_id: l.id, bank_service_id: null }));
}

/** A technographic report's menu: one entry per bank service. */
export function servicesMenu(services: readonly ReportService[]): MenuData[] {
  return services.map((s) => menuEntry(s.name, { metric_id: null, bank_service_id: s.id }));
}

/** A technographic report's layout tree: a header per section grouping its bank services. */
export function servicesFormat(services: readonly ReportService[]): FormatNode[] {
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
