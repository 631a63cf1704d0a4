import {
  type MetricMode,
  type MetricRow,
  NOT_RESEARCHED_LABEL,
  PEER_PAGE_SIZE,
  type ReportViewPage,
} from '@fin-atlas/domain';
import type { ReportContent } from './report-content.js';
import { servicesFormat } from './report-layout.js';
import {
  peerVendorRatio,
  type ReportService,
  type TechnographicReportValues,
} from './report-technographics.js';

export type InstitutionLabel = { id: number; name: string; city: string | null; state: string | null };

export type ViewRequest = {
  mode: MetricMode;
  /** A metric element id (metric reports) or a bank service id (technographic reports). */
  metricId: number | null;
  /** Index into the content's periods (period view). */
  periodIndex: number;
  pageNo: number;
};

export type ViewBase = Omit<
  ReportViewPage,
  'metrics' | 'peer_metrics' | 'peer_table' | 'metric_id' | 'period_id'
>;

export function emptyRow(label: InstitutionLabel, name: string): MetricRow {
  return {
    bank_id: label.id,
    bank_name: label.name,
    bank_city: label.city,
    bank_state: label.state,
    value1: null,
    value2: null,
    value3: null,
    value4: null,
    value5: null,
    raw_values: [],
    raw_value: null,
    unformated_values: [],
    peer: null,
    national_rank: null,
    excel_values: [],
    format: 'N0',
    name,
    group_name: null,
  };
}

export const pageOf = <T>(list: readonly T[], pageNo: number): T[] =>
  list.slice((pageNo - 1) * PEER_PAGE_SIZE, pageNo * PEER_PAGE_SIZE);

export function buildTechnographicView(
  report: { id: number; name: string },
  content: ReportContent,
  values: TechnographicReportValues,
  labels: ReadonlyMap<number, InstitutionLabel>,
  request: ViewRequest,
): ReportViewPage {
  const services: ReportService[] = values.services;
  const format = servicesFormat(services);
  const label = (id: number): InstitutionLabel =>
    labels.get(id) ?? { id, name: String(id), city: null, state: null };
  const subject = values.ids[0];
  const choiceOf = (id: number, serviceId: number) => values.choices[String(id)]?.[String(serviceId)];
  const base: ViewBase = {
    report_id: report.id,
    headers: ['Vendor - Product'],
    score_metric_ids: [],
    bank_title: subject === undefined ? '' : label(subject).name,
    metrics_list: services.map((s) => ({ id: s.id, name: s.name })),
    format,
    element_format: format,
    periodList: [],
    display_formats: {},
    report_view: request.mode,
    peer_group: content.peer_group,
    page_no: request.pageNo,
    page_count: 1,
    total_peers: values.ids.length - values.institutionCount,
    is_technographics_only: true,
  };
  const selected = values.ids.slice(0, values.institutionCount);
  const peers = values.ids.slice(values.institutionCount);
  if (request.mode === 'multi') {
    return {
      ...base,
      metrics: selected.map((id) => ({
        ...emptyRow(label(id), report.name),
        metric_values: services.map((s) => {
          const choice = choiceOf(id, s.id);
          return {
            element_id: s.id,
            name: s.name,
            peer_vendor_ratio: peerVendorRatio(values, s.id, choice?.vendorId ?? null),
            value5: choice?.label ?? NOT_RESEARCHED_LABEL,
            metric_id: s.id,
            space: false,
          };
        }),
      })),
      peer_metrics: [],
      peer_table: [],
      metric_id: null,
      period_id: null,
    };
  }
  const service = services.find((s) => s.id === request.metricId) ?? (services[0] as ReportService);
  const serviceRow = (id: number): MetricRow => {
    const choice = choiceOf(id, service.id);
    const shown = choice?.label ?? NOT_RESEARCHED_LABEL;
    return {
      ...emptyRow(label(id), service.name),
      value5: shown,
      excel_values: [shown],
      group_name: service.header,
      metric_values: [
        {
          element_id: service.id,
          name: service.name,
          peer_vendor_ratio: peerVendorRatio(values, service.id, choice?.vendorId ?? null),
          value5: shown,
          metric_id: service.id,
          space: false,
        },
      ],
    };
  };
  const table = peers
    .map(serviceRow)
    .sort(
      (a, b) => String(a.value5).localeCompare(String(b.value5)) || a.bank_name.localeCompare(b.bank_name),
    );
  return {
    ...base,
    metrics: selected.map(serviceRow),
    peer_metrics: [],
    peer_table: table,
    metric_id: service.id,
    period_id: null,
  };
}
